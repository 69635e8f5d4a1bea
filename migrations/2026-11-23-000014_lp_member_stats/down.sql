DROP TRIGGER lp_members_stats_update ON lp_members;
DROP TRIGGER lp_members_stats_delete ON lp_members;
DROP TRIGGER lp_members_stats_insert ON lp_members;
DROP FUNCTION lp_member_stats_after_change();
DROP FUNCTION lp_member_stats_add(INT, JSONB);
DROP TABLE lp_member_stats;
