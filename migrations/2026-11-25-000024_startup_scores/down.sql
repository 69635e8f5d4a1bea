DROP TABLE startup_score_history;
DROP TABLE startup_score_adjustments;
