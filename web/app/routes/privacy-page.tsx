import { Link } from 'react-router';
import { usePageMeta } from '../../lib/page-meta';
import {
  PolicyDocument,
  policyLinkClass as linkClass,
  SupportLink,
  type PolicySection,
} from './policy/policy-document';

const sections: PolicySection[] = [
  {
    id: 'summary',
    title: 'The short version',
    body: (
      <ul>
        <li>
          We collect what we need to run a community: your account, what you choose to share, and a
          little technical information to keep the site working.
        </li>
        <li>
          We do not sell or rent your data, we show no advertising, and we load no third-party
          trackers.
        </li>
        <li>Location data is removed from every photo before it is stored.</li>
        <li>
          You can see, correct and delete your information. Ask us through the <SupportLink /> at
          any time.
        </li>
      </ul>
    ),
  },
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <>
        <h3>Your account</h3>
        <p>
          Your email address, username, and first and last name when you sign up, and your password,
          which we store only as a one-way hash that nobody (including us) can read back.
        </p>
        <h3>Your profile</h3>
        <p>
          Whatever you add to it, such as a profile picture and a short bio. Your username and
          profile are public; your email address is never shown to other members.
        </p>
        <h3>What you share</h3>
        <p>
          Posts, photos, comments, reviews, tips, checklists, group and event activity, contest
          entries, likes and follows. Before a photo is stored we re-encode it and strip its hidden
          metadata, including GPS location, camera details and the time it was taken.
        </p>
        <h3>Messages</h3>
        <p>
          Direct messages are stored so that you and the person you are writing to can read them.
          The team does not browse private messages; we look at one only when a participant reports
          it or the law requires us to.
        </p>
        <h3>Support messages</h3>
        <p>
          When you use the contact form we keep your name, email address, topic, subject and
          message, and your account if you were signed in, so we can reply and follow up.
        </p>
        <h3>Technical information</h3>
        <p>
          When something breaks in your browser, the site sends us an error report (the error
          message, where in the code it happened, the page address, your browser type and the time)
          to <code>/api/errors</code>, and warnings and errors from the site’s own log to{' '}
          <code>/api/logs</code>, tagged with a random number that identifies the browser tab, not
          you. Our servers also record IP addresses briefly to limit abuse such as repeated sign-in
          attempts.
        </p>
        <p>We do not take payments, so we never see card or bank details.</p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <ul>
        <li>To run your account and show what you share to the people you share it with.</li>
        <li>
          To send the emails the service needs, such as confirming your address and resetting your
          password. We do not send marketing email.
        </li>
        <li>
          To keep the community safe: limiting repeated attempts, reviewing reports and enforcing
          our{' '}
          <Link to="/terms" className={linkClass}>
            terms of service
          </Link>
          .
        </li>
        <li>To find and fix bugs and to see which pages are slow.</li>
        <li>To answer you when you contact us.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who can see it',
    body: (
      <>
        <p>
          Posts, photos, reviews, tips, public checklists and your public profile can be seen by
          anyone, including search engines. Messages are visible only to the people in the
          conversation. A checklist you share by link can be opened by anyone who has that link.
        </p>
        <p>
          We never sell, rent or trade personal information. We share it only with companies that
          host the site and deliver our email, under contracts that let them use it solely for that
          work, or when the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'storage',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          We use no advertising or analytics cookies. Your browser’s local storage keeps your
          sign-in session, so you stay signed in between visits, and remembers whether you picked
          the light or dark theme. Session storage holds the random tab number used in error
          reports; it disappears when you close the tab.
        </p>
        <p>
          The site can also store its own files on your device so that it loads faster and keeps
          working on a weak park connection. Clearing your browser data removes all of this and
          signs you out.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account and profile information: for as long as your account exists.</li>
        <li>
          Content you delete: removed from the site straight away and from backups within 30 days.
        </li>
        <li>
          Closed accounts: deleted within 30 days of your request, except anything we must keep by
          law.
        </li>
        <li>Error reports and logs: up to 90 days.</li>
        <li>Support messages: up to 12 months after the conversation ends.</li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights and choices',
    body: (
      <>
        <ul>
          <li>
            <strong>Access:</strong> ask for a copy of the personal information we hold about you.
          </li>
          <li>
            <strong>Correction:</strong> edit your profile at any time, or ask us to fix anything
            you cannot change yourself.
          </li>
          <li>
            <strong>Deletion:</strong> delete your own posts and photos whenever you like, or ask us
            to close your account and erase its data.
          </li>
          <li>
            <strong>Objection:</strong> tell us if you disagree with how we use your information and
            we will look at it again.
          </li>
        </ul>
        <p>
          Send requests through the <SupportLink /> with the topic “Account or sign-in”. We answer
          within 30 days and may ask you to confirm the request from your account email. If you are
          not happy with our answer, you can complain to the data protection authority where you
          live.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Keeping it safe',
    body: (
      <p>
        Connections to the site are encrypted, passwords are stored as strong one-way hashes,
        sign-in attempts are rate limited, and only the few people who run the site can reach the
        database. No system is perfect; if we learn of a breach that affects you, we will tell you
        promptly.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Magic Community is not meant for children under 13, and they may not create an account. If
        your country sets a higher age for agreeing to data use online, you need a parent’s or
        guardian’s permission below that age. If you believe a child has signed up, let us know and
        we will delete the account.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top. If a change matters for how your
        data is used, we will also announce it on the site before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions or requests about your privacy are welcome through the{' '}
        <SupportLink>support form</SupportLink>.
      </p>
    ),
  },
];

/** `/privacy` (and `/privacy-policy`): what we collect, why, for how long, and your rights. */
export default function PrivacyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description:
      'What Magic Community collects, how it is used and kept, and how to see, correct or delete your data. We never sell it.',
  });
  return (
    <PolicyDocument
      title="Privacy Policy"
      description="How Magic Community handles your information, in plain language."
      sections={sections}
    />
  );
}
