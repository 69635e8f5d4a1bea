DROP TABLE task_comments;
DROP TABLE tasks;
