/** Staff roles moved to the auth feature (a role is part of the account, GoTrue's app_metadata). */
export * from '../auth/staff-roles';
