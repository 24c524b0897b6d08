import { MessageCircleQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { guideLinks } from '../../../common/features/guides/guide-catalog';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../components/ui/accordion';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { usePageMeta } from '../../lib/page-meta';

interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';
const To = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link to={to} className={linkClass}>
    {children}
  </Link>
);

const groups: { id: string; title: string; items: FaqItem[] }[] = [
  {
    id: 'account',
    title: 'Your account and privacy',
    items: [
      {
        id: 'need-account',
        question: 'Do I need an account to use Magic Community?',
        answer: (
          <p>
            No account is needed to read the public guides. A free account lets you post photos,
            tips and reviews, comment, follow members, save checklists and join groups, events and
            contests. You can <To to="/auth">join here</To>; it takes a minute.
          </p>
        ),
      },
      {
        id: 'reset-password',
        question: 'I forgot my password. How do I get back in?',
        answer: (
          <p>
            On the sign-in form, choose “Forgot password?” and enter your account email; we will
            send a link to set a new password. To protect accounts, you can ask for three reset
            links per hour, and after five wrong passwords in 15 minutes sign-in pauses for that
            email for a short while.
          </p>
        ),
      },
      {
        id: 'email-visible',
        question: 'Can other members see my email address?',
        answer: (
          <p>
            No. Members see your username, profile picture and what you choose to share. Your email
            address is used only to sign in and for messages from the site about your account. The{' '}
            <To to="/privacy">privacy policy</To> lists everything we keep and why.
          </p>
        ),
      },
      {
        id: 'delete-account',
        question: 'How do I delete my posts or my whole account?',
        answer: (
          <p>
            You can delete your own posts, photos and comments at any time. To close your account
            and erase its data, send a request through the{' '}
            <To to="/support?topic=account">support form</To> from your account email.
          </p>
        ),
      },
    ],
  },
  {
    id: 'sharing',
    title: 'Sharing on Magic Community',
    items: [
      {
        id: 'photo-location',
        question: 'Will my photos reveal where I live?',
        answer: (
          <p>
            No. Phones hide location and camera details inside every picture. We remove all of that,
            including GPS coordinates, before a photo is stored, and save a resized copy for fast
            loading.
          </p>
        ),
      },
      {
        id: 'photo-rules',
        question: 'What kinds of photos can I post?',
        answer: (
          <p>
            Photos you took yourself, or have permission to share, from your trips and Disney-themed
            moments at home. Please avoid close-ups of other guests’ children, and respect the
            parks’ rules about where filming is allowed. The{' '}
            <To to="/terms#photos">terms of service</To> have the details.
          </p>
        ),
      },
      {
        id: 'checklists',
        question: 'How do shareable checklists work?',
        answer: (
          <p>
            Build a list of anything you need to remember (packing, ride priorities, booking dates),
            tick items off as you go, and share a link so your travel party sees the same list.
            Public checklists from other members are a good starting point: browse them on the{' '}
            <To to="/checklists/public">public checklists</To> page or in our{' '}
            <To to={guideLinks.checklists.path}>checklist guide</To>.
          </p>
        ),
      },
      {
        id: 'report',
        question: 'How do I report a post, photo or member?',
        answer: (
          <p>
            Use the Report option on the post, comment or profile. Moderators review every report.
            You can also write to us through the <To to="/support?topic=content">support form</To>{' '}
            with the topic “Report content”; include a link to the page so we can find it quickly.
          </p>
        ),
      },
      {
        id: 'affiliated',
        question: 'Is Magic Community run by Disney?',
        answer: (
          <p>
            No. We are an independent fan community with no connection to The Walt Disney Company.
            For tickets, prices and park hours, the official Walt Disney World website and app are
            the final word. Read more <To to="/about">about us</To>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'planning',
    title: 'Planning a Walt Disney World trip',
    items: [
      {
        id: 'dining-window',
        question: 'When can I book dining reservations?',
        answer: (
          <p>
            Dining reservations open 60 days before the date you want to eat. Popular restaurants
            fill up quickly, so set a reminder and book as early as you can on the first day. Our{' '}
            <To to={guideLinks.restaurants.path}>restaurant guide</To> shows which tables are
            hardest to get.
          </p>
        ),
      },
      {
        id: 'resort-dining',
        question: 'Do Disney resort guests get an advantage with dining?',
        answer: (
          <p>
            Yes. If you stay at a Disney resort hotel, on your 60-day opening day you can book
            dining for up to 10 days of your stay at once, instead of waiting for each date’s window
            to open. That makes late-trip reservations much easier to land.
          </p>
        ),
      },
      {
        id: 'resort-window',
        question: 'How far ahead can I book a Disney resort hotel?',
        answer: (
          <p>
            Disney resort rooms can be booked up to 499 days in advance. Booking early gives you the
            widest choice of rooms, and the <To to={guideLinks.hotels.path}>hotel guide</To>{' '}
            compares the resorts by budget and location.
          </p>
        ),
      },
      {
        id: 'how-many-days',
        question: 'How many days do I need at Walt Disney World?',
        answer: (
          <p>
            There are four theme parks (Magic Kingdom, EPCOT, Hollywood Studios and Animal Kingdom)
            and two water parks. Most members recommend at least one full day per theme park, plus a
            rest or pool day, so four to six days suits a first visit. The{' '}
            <To to={guideLinks.tripPlanning.path}>trip planning guide</To> has a timeline for
            booking everything.
          </p>
        ),
      },
      {
        id: 'holiday-parties',
        question: 'When do holiday party tickets go on sale?',
        answer: (
          <p>
            Tickets for the separately ticketed Halloween and Christmas evening parties usually go
            on sale in spring or early summer, and popular nights sell out. Prices vary by date,
            typically from about $109 to $199 per person. See the{' '}
            <To to={guideLinks.events.path}>events guide</To> for the season’s highlights.
          </p>
        ),
      },
      {
        id: 'height',
        question: 'What if my child is too short for a ride?',
        answer: (
          <p>
            Check height requirements before you go; the{' '}
            <To to={guideLinks.attractions.path}>attractions guide</To> lists them. On most rides
            with a height limit, your party can use Rider Switch: one adult waits with the child
            while the others ride, then swaps without queuing again.
          </p>
        ),
      },
      {
        id: 'weather',
        question: 'What is the weather like, and when is the best time to go?',
        answer: (
          <p>
            Central Florida is warm all year. Summer brings heat, humidity and short afternoon
            thunderstorms, and hurricane season runs from June to November. Crowds are often lighter
            in late January, early May and the weeks just after Thanksgiving, while school holidays
            are the busiest. For more, browse member <To to={guideLinks.tips.path}>tips</To>.
          </p>
        ),
      },
    ],
  },
];

/** `/faq`: answers about using the site and planning a Walt Disney World trip. */
export default function FaqPage() {
  usePageMeta({
    title: 'Frequently Asked Questions',
    description:
      'Answers about accounts, privacy, photos and checklists on Magic Community, and about Walt Disney World dining windows, resort booking and trip planning.',
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader
        title="Frequently asked questions"
        description="Quick answers about using Magic Community and planning your Walt Disney World trip."
      />
      <nav aria-label="FAQ topics" className="mb-8 flex flex-wrap gap-2">
        {groups.map((group) => (
          <a
            key={group.id}
            href={`#${group.id}`}
            className="inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium hover:bg-muted"
          >
            {group.title}
          </a>
        ))}
      </nav>
      <div className="space-y-10">
        {groups.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`}>
            <h2 id={`${group.id}-title`} className="mb-2 text-xl font-semibold tracking-tight">
              {group.title}
            </h2>
            <Accordion type="multiple" className="border-t">
              {group.items.map((item) => (
                <AccordionItem key={item.id} value={item.id}>
                  <AccordionTrigger>{item.question}</AccordionTrigger>
                  <AccordionContent className="leading-relaxed">{item.answer}</AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </section>
        ))}
      </div>
      <section
        aria-labelledby="still-need-help"
        className="mt-12 flex flex-col items-start gap-4 rounded-xl border bg-muted/40 p-6 sm:flex-row sm:items-center"
      >
        <MessageCircleQuestion aria-hidden className="size-10 shrink-0 text-primary" />
        <div className="flex-1">
          <h2 id="still-need-help" className="text-lg font-semibold">
            Still have a question?
          </h2>
          <p className="text-sm text-muted-foreground">
            The team reads every message sent through the support form.
          </p>
        </div>
        <Button asChild>
          <Link to="/support">Contact support</Link>
        </Button>
      </section>
    </div>
  );
}
