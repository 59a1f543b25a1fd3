#!/usr/bin/env ruby
# frozen_string_literal: true

# Compare env var names between code, .env.example and the local .env.
# Only names are read from .env; values are dropped immediately.

require "find"
require "set"

CODE_EXT = %w[.rb .erb .js .mjs .cjs .ts .tsx .jsx .py .go .php .yml .yaml].freeze
SKIP_DIRS = %w[.git node_modules vendor tmp log .venv dist build coverage].freeze
PATTERNS = [
  /ENV\[["']([A-Z][A-Z0-9_]*)["']\]/,
  /ENV\.fetch\(["']([A-Z][A-Z0-9_]*)["']/,
  /process\.env\.([A-Z][A-Z0-9_]*)/,
  /process\.env\[["']([A-Z][A-Z0-9_]*)["']\]/,
  /os\.environ(?:\.get)?\(?\[?["']([A-Z][A-Z0-9_]*)["']/,
  /os\.getenv\(["']([A-Z][A-Z0-9_]*)["']/,
  /getenv\(["']([A-Z][A-Z0-9_]*)["']\)/
].freeze
IGNORE = Set.new(%w[NODE_ENV RAILS_ENV RACK_ENV HOME PATH PWD CI PORT])

def names_in_env_file(path)
  return Set.new unless File.exist?(path)

  File.foreach(path).each_with_object(Set.new) do |line, acc|
    line = line.strip
    next if line.empty? || line.start_with?("#")

    name = line.sub(/\Aexport\s+/, "").split("=", 2).first.strip
    acc << name if name.match?(/\A[A-Za-z_][A-Za-z0-9_]*\z/)
  end
end

def names_in_code(root)
  found = Set.new
  Find.find(root) do |path|
    if File.directory?(path)
      Find.prune if SKIP_DIRS.include?(File.basename(path))
      next
    end
    next unless CODE_EXT.include?(File.extname(path))
    next if File.size(path) > 1_000_000

    text = File.read(path, encoding: "UTF-8", invalid: :replace, undef: :replace)
    PATTERNS.each { |re| text.scan(re) { |(name)| found << name } }
  end
  found - IGNORE
end

example_path = ".env.example"
example = names_in_env_file(example_path)
local = names_in_env_file(".env") | names_in_env_file(".env.local")
code = names_in_code(".")

missing_from_example = (code - example).sort
unused_in_code = (example - code).sort
missing_locally = (example - local).sort

puts "used in code, missing from #{example_path}:"
puts(missing_from_example.empty? ? "  (none)" : missing_from_example.map { |n| "  #{n}" })
puts "\nin #{example_path}, not referenced in code:"
puts(unused_in_code.empty? ? "  (none)" : unused_in_code.map { |n| "  #{n}" })
if File.exist?(".env") || File.exist?(".env.local")
  puts "\nin #{example_path}, missing from your local .env:"
  puts(missing_locally.empty? ? "  (none)" : missing_locally.map { |n| "  #{n}" })
end

if ARGV.include?("--write") && !missing_from_example.empty?
  File.open(example_path, "a") do |f|
    f.puts
    missing_from_example.each do |name|
      f.puts "# TODO: describe #{name}"
      f.puts "#{name}="
    end
  end
  puts "\nappended #{missing_from_example.size} name(s) to #{example_path}"
end

gitignore = File.exist?(".gitignore") ? File.read(".gitignore") : ""
warn "\nwarning: .env is not listed in .gitignore" unless gitignore.match?(/^\/?\.env\b/)
