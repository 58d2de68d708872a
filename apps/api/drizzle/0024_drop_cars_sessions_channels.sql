-- No API process keeps session states or the cars lists' counts and anchors any more (every request reads
-- the database), so nothing listens to the channels `cc_sessions` (0020) and `cc_cars` (0021): their
-- triggers and trigger functions go. The dashboard's triggers on cars (0015) and the notifications' own
-- channel stay.
DROP TRIGGER IF EXISTS users_session_changed ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_session_deleted ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS companies_session_changed ON companies;
--> statement-breakpoint
DROP TRIGGER IF EXISTS companies_session_deleted ON companies;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sign_ins_session_changed ON sign_ins;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sign_ins_session_deleted ON sign_ins;
--> statement-breakpoint
DROP FUNCTION IF EXISTS session_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS cars_changed ON cars;
--> statement-breakpoint
DROP TRIGGER IF EXISTS cars_truncated ON cars;
--> statement-breakpoint
DROP FUNCTION IF EXISTS cars_changed();
