import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import type { Checklist } from '../../../../common/features/checklists/checklists.contract';
import { Button } from '../../../components/ui/button';

/**
 * When printed, the site's header, footer and toasts are left out (and the header's space):
 * only the checklist is on paper. With `fullScreen` (`?print=1`), also on screen.
 */
export function PrintStyles({ fullScreen = false }: { fullScreen?: boolean }) {
  const rules = `:root { --header-height: 0px !important; }
body > div header, body > div footer, [data-sonner-toaster], [role="region"][aria-label^="Notifications"] { display: none !important; }
#main { padding: 0 !important; }`;
  return (
    <style>
      {fullScreen ? `${rules}\n@media print { ${rules} }` : `@media print { ${rules} }`}
    </style>
  );
}

/** `?print=1`: the checklist alone, with plain ticked or empty boxes, ready to print. */
export function ChecklistPrintView({ checklist }: { checklist: Checklist }) {
  const items = checklist.categories.flatMap((category) => category.items);
  const checked = items.filter((item) => item.checked).length;
  return (
    <div className="mx-auto max-w-3xl px-6 py-8 text-black" data-checklist-print="">
      <PrintStyles fullScreen />
      <div className="mb-6 flex flex-wrap gap-2 print:hidden">
        <Button type="button" onClick={() => window.print()}>
          <Printer aria-hidden />
          Print
        </Button>
        <Button asChild variant="outline">
          <Link to={`/checklist/${checklist.id}`}>Back to the checklist</Link>
        </Button>
      </div>
      <h1 className="text-3xl font-bold">{checklist.title}</h1>
      {checklist.description && <p className="mt-2 whitespace-pre-line">{checklist.description}</p>}
      <p className="mt-2 text-sm">
        {checked} of {items.length} checked
        {checklist.tripStartsOn &&
          ` · Trip ${checklist.tripStartsOn}${checklist.tripEndsOn ? ` to ${checklist.tripEndsOn}` : ''}`}
      </p>
      <div className="mt-6 grid gap-6 sm:columns-2 print:columns-2 print:gap-8">
        {checklist.categories.map((category) => (
          <section key={category.id} className="break-inside-avoid">
            <h2 className="mb-2 border-b border-black pb-1 text-lg font-semibold">
              {category.name}
            </h2>
            <ul className="grid gap-1.5">
              {category.items.map((item) => (
                <li key={item.id} className="flex items-start gap-2">
                  <span aria-hidden className="text-lg leading-6">
                    {item.checked ? '☑' : '☐'}
                  </span>
                  <span className="sr-only">{item.checked ? 'Checked: ' : 'Not checked: '}</span>
                  <span className={item.checked ? 'line-through' : undefined}>
                    {item.text}
                    {item.note && <span className="block text-sm">{item.note}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
