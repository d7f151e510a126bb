// Admin-host list endpoints of the pages that are not plain document lists (the contract's paths).
import { ADMIN_API_PATHS } from '@site/shared/contract/admin-api';

export const ENDPOINTS = {
  boardOfDirectors: ADMIN_API_PATHS.boardOfDirectors,
  committees: ADMIN_API_PATHS.committees,
  shareholdersPattern: ADMIN_API_PATHS.shareholdersPattern,
  materialDocuments: ADMIN_API_PATHS.materialDocuments,
} as const;
