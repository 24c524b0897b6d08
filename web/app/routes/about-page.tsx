import {
  Calendar,
  Camera,
  Heart,
  Lightbulb,
  ListChecks,
  MessageCircle,
  Shield,
  Sparkles,
  Star,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { guideLinks } from '../../../common/features/guides/guide-catalog';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { usePageMeta } from '../../lib/page-meta';

const features: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Camera,
    title: 'Photos',
    text: 'Share the shots you are proudest of, from fireworks over the castle to a perfectly timed churro.',
  },
  {
    icon: Lightbulb,
    title: 'Tips',
    text: 'Short, practical advice from people who just walked the parks: what worked, what to skip.',
  },
  {
    icon: Star,
    title: 'Reviews',
    text: 'Honest ratings of rides, restaurants and resorts, written by guests rather than advertisers.',
  },
  {
    icon: ListChecks,
    title: 'Checklists',
    text: 'Packing lists, ride plans and booking timelines you can build, tick off and share with a link.',
  },
  {
    icon: Users,
    title: 'Groups',
    text: 'Smaller circles for runDisney runners, Epcot festival regulars, first-timers and more.',
  },
  {
    icon: Calendar,
    title: 'Events',
    text: 'Festivals, after-hours parties and meet-ups, with the dates and details members need.',
  },
  {
    icon: Trophy,
    title: 'Contests',
    text: 'Friendly photo and trip-story contests where the community picks its favourites.',
  },
  {
    icon: MessageCircle,
    title: 'Messages',
    text: 'Ask a fellow fan a follow-up question directly, without leaving the site.',
  },
];

const audiences = [
  [
    'First-time visitors',
    'who want to know which tickets, parks and reservations really matter before they spend.',
  ],
  [
    'Returning families',
    'looking for fresh ideas, new attractions and ways to make the next trip smoother.',
  ],
  [
    'Annual passholders and locals',
    'who know the parks well and enjoy helping others get it right.',
  ],
  [
    'Photographers, vloggers and trip planners',
    'who want a friendly place to share their work and be found.',
  ],
] as const;

const guides: { link: { path: string; title: string }; text: string }[] = [
  { link: guideLinks.tripPlanning, text: 'A month-by-month timeline of what to book and when.' },
  { link: guideLinks.tips, text: 'Money, time and planning advice gathered from members.' },
  {
    link: guideLinks.attractions,
    text: 'Must-do rides and shows, with wait times and height requirements.',
  },
  {
    link: guideLinks.restaurants,
    text: 'Where to eat, what it costs and how hard a table is to get.',
  },
  { link: guideLinks.hotels, text: 'How the resort tiers compare and who each one suits.' },
  {
    link: guideLinks.budget,
    text: 'Where the money goes on a typical trip and how to spend less.',
  },
  { link: guideLinks.events, text: 'Seasonal festivals, holiday parties and race weekends.' },
  {
    link: guideLinks.photography,
    text: 'Photo spots, the best time of day for each, and technique.',
  },
  {
    link: guideLinks.reviews,
    text: 'The most-reviewed attractions and what members think of them.',
  },
  {
    link: guideLinks.checklists,
    text: 'Popular ready-made checklists you can copy for your own trip.',
  },
  { link: guideLinks.comparison, text: 'Florida or California: size, crowds, cost and character.' },
];

const values: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Heart,
    title: 'Be kind',
    text: 'Everyone was a first-timer once. Answer questions the way you would want yours answered, and disagree about ideas, never about people.',
  },
  {
    icon: Star,
    title: 'Be honest',
    text: 'Share what really happened, good or bad. If a post is sponsored or you were given something for free, say so.',
  },
  {
    icon: Shield,
    title: 'Respect privacy',
    text: 'Think twice before posting other guests, especially children, in close-up. Never share someone’s personal details.',
  },
  {
    icon: Sparkles,
    title: 'Keep it useful',
    text: 'Add the detail that helps the next person: the date, the wait, the price, the trick that saved you an hour.',
  },
];

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** `/about` (and `/about-us`): what the community is, who it is for, its guides and values. */
export default function AboutPage() {
  usePageMeta({
    title: 'About Magic Community',
    description:
      'Magic Community is a fan-run place to share Walt Disney World photos, tips, reviews and checklists, join groups and plan better trips together.',
  });

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHeader
        title="About Magic Community"
        description="A community-driven platform for Disney enthusiasts to share magical moments and tips, from the first trip to the fiftieth."
      />
      <div className="space-y-12 leading-relaxed">
        <Section id="what-it-is" title="What Magic Community is">
          <p>
            Magic Community is a gathering place for people who love Walt Disney World. Members post
            their favourite photos, swap tips that actually work in the parks, review what they
            tried, and keep their plans in checklists they can share with the people travelling with
            them. The best advice about a trip usually comes from someone who just got back; this
            site is built to put that advice where the next person can find it.
          </p>
          <ul className="grid gap-4 sm:grid-cols-2">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3 rounded-xl border bg-card p-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon aria-hidden className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="who-it-is-for" title="Who it is for">
          <p>
            Anyone who enjoys the parks is welcome, whether you visit every month or once in a
            lifetime:
          </p>
          <ul className="list-disc space-y-2 pl-6">
            {audiences.map(([who, why]) => (
              <li key={who}>
                <strong>{who}</strong> {why}
              </li>
            ))}
          </ul>
          <p>
            Reading the public guides needs no account. Joining is free and lets you post, comment,
            follow other members, save checklists and take part in groups, events and contests.
          </p>
        </Section>

        <Section id="guides" title="Free guides for everyone">
          <p>
            Our public guides collect the essentials in one place and link to what members say about
            each topic.
          </p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {guides.map(({ link, text }) => (
              <li key={link.path}>
                <Link
                  to={link.path}
                  className="block h-full rounded-xl border p-4 transition-colors hover:bg-muted"
                >
                  <span className="font-semibold text-primary">{link.title}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">{text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="values" title="Our community values">
          <ul className="grid gap-4 sm:grid-cols-2">
            {values.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-card p-4">
                <h3 className="flex items-center gap-2 font-semibold">
                  <Icon aria-hidden className="size-5 text-primary" />
                  {title}
                </h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
          <p>
            Moderators look at every report and remove what breaks these values or our{' '}
            <Link to="/terms" className={linkClass}>
              terms of service
            </Link>
            . Your data is handled as our{' '}
            <Link to="/privacy" className={linkClass}>
              privacy policy
            </Link>{' '}
            describes.
          </p>
        </Section>

        <Section id="independent" title="An independent fan site">
          <p>
            Magic Community is run by fans. It is not affiliated with, endorsed by or sponsored by
            The Walt Disney Company or any of its parks, resorts or partners. Park and character
            names belong to their owners and are used here only to describe them. Hours, prices and
            booking rules change often, so confirm anything important with the official Walt Disney
            World website or app before you rely on it.
          </p>
        </Section>

        <Section id="contact" title="Questions or ideas?">
          <p>
            Start with the answers in the FAQ. If you still need us, the support form reaches a real
            person on the team.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to="/support">Contact support</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/faq">Read the FAQ</Link>
            </Button>
          </div>
        </Section>
      </div>
    </div>
  );
}
