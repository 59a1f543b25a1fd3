#!/usr/bin/env ruby
# headers.rb - check or add SPDX licence headers
require 'optparse'
require 'find'

STYLES = {
  %w[.py .rb .sh .yaml .yml] => ['# ', ''],
  %w[.js .ts .tsx .go .java .c .h .rs .kt] => ['// ', ''],
  %w[.css] => ['/* ', ' */']
}.freeze

opts = { mode: :check, year: Time.now.year }
OptionParser.new do |o|
  o.on('--check') { opts[:mode] = :check }
  o.on('--add ID') { |id| opts[:mode] = :add; opts[:id] = id }
  o.on('--owner NAME') { |n| opts[:owner] = n }
end.parse!

def style_for(path)
  STYLES.each { |exts, style| return style if exts.include?(File.extname(path)) }
  nil
end

def header(style, id, owner, year)
  pre, post = style
  ["#{pre}SPDX-FileCopyrightText: #{year} #{owner}#{post}", "#{pre}SPDX-License-Identifier: #{id}#{post}"]
end

missing = []
ARGV.each do |root|
  Find.find(root) do |path|
    Find.prune if File.directory?(path) && %w[.git node_modules vendor].include?(File.basename(path))
    next unless File.file?(path) && (style = style_for(path))
    lines = File.readlines(path)
    next if lines.first(5).any? { |l| l.include?('SPDX-License-Identifier') }
    missing << path
    next unless opts[:mode] == :add
    keep = lines.first&.start_with?('#!') || lines.first&.match?(/coding[:=]/) ? 1 : 0
    new = lines[0...keep] + header(style, opts[:id], opts[:owner] || 'the authors', opts[:year]).map { |l| "#{l}\n" } + ["\n"] + lines[keep..]
    File.write(path, new.join)
  end
end

puts missing.map { |m| (opts[:mode] == :add ? 'added  ' : 'missing ') + m }
puts "#{missing.size} file(s) #{opts[:mode] == :add ? 'updated' : 'without header'}"
