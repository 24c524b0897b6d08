import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

/** Placeholder of the search box (spec §2). */
export const SEARCH_PLACEHOLDER = 'Search posts, people, groups...';
/** Placeholder of a box too narrow for the whole one (the header's bar on tablets). */
export const SHORT_SEARCH_PLACEHOLDER = 'Search...';

/** Builds the search address for a query, or null when the trimmed text is empty (spec §2, §5). */
export function searchPathFor(text: string): string | null {
  const query = text.trim();
  return query ? `/search?q=${encodeURIComponent(query)}` : null;
}

/**
 * The header's search box: a non-empty text is trimmed, the member goes to `/search?q=…`
 * and the box is cleared; empty text is ignored.
 */
export function SearchForm({
  className,
  onSearch,
  placeholder = SEARCH_PLACEHOLDER,
}: {
  className?: string;
  onSearch?: () => void;
  placeholder?: string;
}) {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = searchPathFor(text);
    if (!path) return;
    navigate(path);
    setText('');
    onSearch?.();
  };

  return (
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        name="q"
        aria-label="Search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        className="h-10 pl-9"
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
}
