// The address of a link's timeline in Woolly: /links/{the URL, percent-encoded as one segment}.
export const linkPath = (url: string): string => `/links/${encodeURIComponent(url)}`;
