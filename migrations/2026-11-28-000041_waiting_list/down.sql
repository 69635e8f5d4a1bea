DROP TABLE waiting_list;
