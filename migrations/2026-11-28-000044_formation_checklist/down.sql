DROP TABLE union_formation_steps;
