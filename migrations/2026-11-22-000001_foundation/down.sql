DROP TABLE audit_events;
DROP TABLE user_settings;
DROP TABLE password_resets;
DROP TABLE login_attempts;
DROP TABLE sessions;
DROP TABLE users;
DROP TABLE companies;
