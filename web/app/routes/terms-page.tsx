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
    id: 'agreement',
    title: 'About these terms',
    body: (
      <p>
        These terms are the agreement between you and Magic Community for using this website. By
        creating an account or posting anything, you accept them. If you only read the public pages,
        the parts about accounts and content do not apply to you, but the disclaimers do. Our{' '}
        <Link to="/privacy" className={linkClass}>
          privacy policy
        </Link>{' '}
        explains how we handle your information.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>
          You must be at least 13 years old to create an account, and older where your country
          requires it.
        </li>
        <li>
          Give a real email address that you can receive mail at, and keep your password to
          yourself. You are responsible for what happens under your account.
        </li>
        <li>
          One person per account. Do not pick a username that pretends to be someone else, a Disney
          brand or a member of our team.
        </li>
        <li>
          Tell us through the <SupportLink /> if you think someone else has used your account.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Magic Community works because members treat each other well. You agree not to:</p>
        <ul>
          <li>
            harass, threaten, bully or demean anyone, or post hateful content about who people are;
          </li>
          <li>post sexual, violent or illegal content, or anything that puts a child at risk;</li>
          <li>
            share someone else’s personal details, such as their address, phone number or booking
            confirmation;
          </li>
          <li>
            advertise without saying so, post spam, or run scams, including selling or transferring
            park tickets, passes or reservations;
          </li>
          <li>knowingly spread false information, such as invented prices or fake reviews;</li>
          <li>
            upload malware, probe for security holes, scrape the site in bulk or put a heavy
            automated load on it.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content and the licence you give us',
    body: (
      <>
        <p>
          You keep ownership of everything you post. To show it on the site, you give Magic
          Community a worldwide, non-exclusive, royalty-free licence to store, copy, resize,
          re-encode, display and distribute your content as part of running the service, including
          in search results and link previews.
        </p>
        <p>
          This licence ends when you delete the content or your account, except for copies that
          other members already shared within the site and for backups, which expire within 30 days.
          You promise that you have the right to post what you post and that it does not break these
          terms or anyone else’s rights.
        </p>
      </>
    ),
  },
  {
    id: 'photos',
    title: 'Photos',
    body: (
      <ul>
        <li>Upload photos you took yourself, or ones you have clear permission to share.</li>
        <li>
          Be thoughtful about other guests, and do not post close-ups of other people’s children
          without their parents’ agreement.
        </li>
        <li>
          We remove location and camera metadata from every photo and may resize or recompress it.
          Keep your own original copy; we are not a backup service.
        </li>
        <li>
          Follow the parks’ own photography rules when taking pictures; we will remove photos taken
          where recording is not allowed.
        </li>
      </ul>
    ),
  },
  {
    id: 'moderation',
    title: 'Reporting and moderation',
    body: (
      <>
        <p>
          Anyone can report a post, comment, photo or member. Our moderators review reports and may
          remove content, limit features, or suspend or close accounts that break these terms, with
          or without notice depending on how serious the problem is. We do not review everything
          before it appears and are not responsible for what members post, but we act on what we
          find.
        </p>
        <p>
          If you think we made a mistake, write to us through the <SupportLink /> and we will take
          another look. To report that your copyright is being infringed, use the same form with the
          topic “Report content”, link to the material and explain why you own the rights.
        </p>
      </>
    ),
  },
  {
    id: 'disney',
    title: 'No affiliation with Disney',
    body: (
      <p>
        Magic Community is an independent fan site. It is not affiliated with, endorsed by or
        sponsored by The Walt Disney Company or its parks, resorts or partners. Disney names,
        attractions and characters are trademarks of their owners and are mentioned only to describe
        them. Nothing here is an official Disney source.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <>
        <p>
          Tips, reviews and guides are the opinions of members and editors, shared in good faith.
          Park hours, prices, height requirements and booking windows change, so check official
          sources before you book or travel. We provide the site as it is, without promises that it
          will always be available, error-free or suited to a particular purpose.
        </p>
        <p>
          As far as the law allows, Magic Community is not liable for indirect losses, or for
          decisions, bookings or purchases you make based on content on the site. Nothing in these
          terms takes away rights you have as a consumer that cannot be waived.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    title: 'Leaving the community',
    body: (
      <p>
        You can stop using the site at any time and ask us to close your account through the{' '}
        <SupportLink />. We may suspend or close an account that seriously or repeatedly breaks
        these terms. The sections about your licence to us, disclaimers and liability continue to
        apply after an account ends, for as long as they are needed.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the site grows. The date at the top always shows the latest
        version. For significant changes we will give notice on the site before they take effect; if
        you keep using the site afterwards, the new terms apply. If you do not agree, you can close
        your account.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms are welcome through the <SupportLink>support form</SupportLink>.
      </p>
    ),
  },
];

/** `/terms` (and `/terms-of-service`): the rules for accounts, content, photos and moderation. */
export default function TermsPage() {
  usePageMeta({
    title: 'Terms of Service',
    description:
      'The rules for using Magic Community: accounts, acceptable use, your content and photos, moderation, and our independence from Disney.',
  });
  return (
    <PolicyDocument
      title="Terms of Service"
      description="The ground rules for being part of Magic Community, in plain language."
      sections={sections}
    />
  );
}
