/** What a search-as-you-type picker says when it lists nothing: type, wait, or no match. */
export function searchHint(term: string, fetching: boolean, noMatch: string): string {
  if (term.trim() === '') return 'Start typing to search';
  return fetching ? 'Searching…' : noMatch;
}
