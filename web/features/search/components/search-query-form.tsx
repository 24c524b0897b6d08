import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/**
 * The results page's own box, holding the current text: a non-empty text (trimmed) searches
 * again, an empty one is ignored (spec §5). A plain text box, so the header's search box stays
 * the page's only `searchbox`.
 */
export function SearchQueryForm({
  initialText,
  onSearch,
}: {
  initialText: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(initialText);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed) onSearch(trimmed);
  };
  return (
    <form role="search" aria-label="Search the community" onSubmit={submit} className="flex gap-2">
      <Input
        type="text"
        name="q"
        aria-label="Words to find"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Posts, people, groups…"
        autoComplete="off"
        enterKeyHint="search"
      />
      <Button type="submit">
        <Search aria-hidden />
        Search
      </Button>
    </form>
  );
}
