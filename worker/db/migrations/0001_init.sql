create table probe (id integer primary key);
