-- Each API process keeps the session state of recent calls (lib/session-states.ts) instead of reading it
-- on every request (one of a list's two queries; issue 18). Whatever a session check reads (the user's
-- kind, status, token version, temporary password and company; the company's status and permissions
-- version; the sign-in's revocation and device) tells every process when it changes or goes, whoever
-- changes it (an API process, a job, psql): the processes drop what they keep when the notification
-- comes. Identical notifications of one transaction are delivered once.
CREATE OR REPLACE FUNCTION session_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
	PERFORM pg_notify('cc_sessions', '');
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_session_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_session_changed AFTER UPDATE ON users FOR EACH ROW
WHEN (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.status IS DISTINCT FROM NEW.status
	OR OLD.token_version IS DISTINCT FROM NEW.token_version
	OR OLD.must_change_password IS DISTINCT FROM NEW.must_change_password
	OR OLD.company_id IS DISTINCT FROM NEW.company_id)
EXECUTE FUNCTION session_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_session_deleted ON users;
--> statement-breakpoint
CREATE TRIGGER users_session_deleted AFTER DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION session_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS companies_session_changed ON companies;
--> statement-breakpoint
CREATE TRIGGER companies_session_changed AFTER UPDATE ON companies FOR EACH ROW
WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.permissions_version IS DISTINCT FROM NEW.permissions_version)
EXECUTE FUNCTION session_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS companies_session_deleted ON companies;
--> statement-breakpoint
CREATE TRIGGER companies_session_deleted AFTER DELETE ON companies FOR EACH STATEMENT EXECUTE FUNCTION session_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sign_ins_session_changed ON sign_ins;
--> statement-breakpoint
CREATE TRIGGER sign_ins_session_changed AFTER UPDATE ON sign_ins FOR EACH ROW
WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.user_id IS DISTINCT FROM NEW.user_id
	OR OLD.device_id IS DISTINCT FROM NEW.device_id)
EXECUTE FUNCTION session_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sign_ins_session_deleted ON sign_ins;
--> statement-breakpoint
CREATE TRIGGER sign_ins_session_deleted AFTER DELETE ON sign_ins FOR EACH STATEMENT EXECUTE FUNCTION session_changed();
