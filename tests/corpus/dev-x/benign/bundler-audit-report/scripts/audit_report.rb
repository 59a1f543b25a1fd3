#!/usr/bin/env ruby
# frozen_string_literal: true

require 'json'
require 'open3'

LOCK = 'Gemfile.lock'

def bump_kind(current, patched)
  cur = Gem::Version.new(current).segments
  target = patched.map { |req| req[/\d[\w.]*/] }.compact.map { |v| Gem::Version.new(v) }
                  .select { |v| v > Gem::Version.new(current) }.min
  return 'no patched version' unless target

  t = target.segments
  kind = if t[0] != cur[0] then 'major'
         elsif t[1] != cur[1] then 'minor'
         else 'patch'
         end
  "#{kind} -> #{target}"
end

def advisories(update)
  system('bundle-audit', 'update', out: File::NULL, err: File::NULL) if update
  out, status = Open3.capture2('bundle-audit', 'check', '--format', 'json')
  abort 'bundle-audit is not installed (gem install bundler-audit)' if status.nil?
  data = JSON.parse(out)
  data.fetch('results', []).select { |r| r['type'] == 'unpatched_gem' }
rescue JSON::ParserError
  abort "could not parse bundle-audit output:\n#{out}"
end

def source_findings(text)
  findings = []
  text.scan(/^\s+remote: (http:\/\/\S+)/) { |(u)| findings << "insecure source #{u}" }
  text.split(/^(?=GIT$)/).select { |b| b.start_with?('GIT') }.each do |block|
    remote = block[/remote: (\S+)/, 1]
    branch = block[/branch: (\S+)/, 1]
    revision = block[/revision: (\h+)/, 1]
    findings << "git source #{remote} tracks branch #{branch} without a revision" if branch && !revision
  end
  findings
end

update = !ARGV.include?('--no-update')
abort "no #{LOCK} here" unless File.exist?(LOCK)

results = advisories(update)
by_gem = results.group_by { |r| r.dig('gem', 'name') }
puts "== vulnerable gems (#{by_gem.size})"
by_gem.each do |name, list|
  version = list.first.dig('gem', 'version')
  patched = list.flat_map { |r| r.dig('advisory', 'patched_versions') || [] }
  puts "#{name} #{version}  (#{bump_kind(version, patched)})"
  list.each do |r|
    adv = r['advisory']
    puts "   #{adv['criticality'] || 'unknown'}  #{adv['cve'] ? "CVE-#{adv['cve']}" : adv['id']}  #{adv['title']}"
  end
end

puts
puts '== source checks'
found = source_findings(File.read(LOCK))
puts(found.empty? ? 'ok' : found.map { |f| "  #{f}" })
