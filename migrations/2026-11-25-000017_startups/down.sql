DROP TRIGGER IF EXISTS companies_startup_name ON companies;
DROP TABLE startup_incubations, startup_income_statements, startup_balance_sheets, startup_shareholders, startup_profiles;
DROP FUNCTION startup_latest_sales_sync, startup_incubated_sync, startup_name_sync, startup_profile_name;
