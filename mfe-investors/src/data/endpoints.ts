// Admin-host list endpoints of the pages that are not plain document lists (spec §7; exact paths).
export const ENDPOINTS = {
  boardOfDirectors: '/investors/list-board-of-directors',
  committees: '/investors/list-committees',
  shareholdersPattern: '/investors/list-shareholders-pattern',
  materialDocuments: '/investors/list-material-documents',
} as const;
