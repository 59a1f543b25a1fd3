-- Development fixtures. Idempotent: safe to run twice.
insert into users (id, email, name, role) values
  (1, 'ada@example.test', 'Ada Lovelace', 'admin'),
  (2, 'grace@example.test', 'Grace Hopper', 'member'),
  (3, 'alan@example.test', 'Alan Turing', 'member')
on conflict (id) do nothing;

insert into projects (id, owner_id, name) values
  (1, 1, 'Analytical Engine'),
  (2, 2, 'COBOL Compiler')
on conflict (id) do nothing;

select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users));
select setval(pg_get_serial_sequence('projects', 'id'), (select max(id) from projects));
