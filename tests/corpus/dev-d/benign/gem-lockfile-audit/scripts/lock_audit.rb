#!/usr/bin/env ruby
# lock_audit.rb [LOCKFILE] [--cve] - static review of Gemfile.lock
require 'rubygems'

cve = ARGV.delete('--cve')
path = ARGV.first || 'Gemfile.lock'
abort "#{path} not found" unless File.exist?(path)

EOL_RUBIES = %w[2.4 2.5 2.6 2.7 3.0].freeze
findings = []
section = nil
current_remote = nil
git_revision = nil
platforms = []
bundled = nil
ruby_version = nil

File.foreach(path) do |line|
  line = line.chomp
  case line
  when /\A(GEM|GIT|PATH|PLATFORMS|DEPENDENCIES|RUBY VERSION|BUNDLED WITH)\z/
    section = Regexp.last_match(1)
    current_remote = nil
    git_revision = nil
    next
  end

  case section
  when 'GEM'
    if line =~ /\A  remote: (\S+)/
      current_remote = Regexp.last_match(1)
      findings << ['SRC2', "gem source #{current_remote}"] unless current_remote.start_with?('https://rubygems.org')
    end
  when 'GIT'
    current_remote = Regexp.last_match(1) if line =~ /\A  remote: (\S+)/
    git_revision = Regexp.last_match(1) if line =~ /\A  revision: (\h+)/
    if line =~ /\A    ([\w\-]+) \(([^)]+)\)/
      findings << ['SRC1', "#{Regexp.last_match(1)} #{Regexp.last_match(2)} from #{current_remote}@#{git_revision.to_s[0, 8]}"]
    end
  when 'PATH'
    current_remote = Regexp.last_match(1) if line =~ /\A  remote: (\S+)/
    findings << ['SRC3', "#{Regexp.last_match(1)} from path #{current_remote}"] if line =~ /\A    ([\w\-]+) \(/
  when 'PLATFORMS'
    platforms << line.strip unless line.strip.empty?
  when 'RUBY VERSION'
    ruby_version = Regexp.last_match(1) if line =~ /ruby (\d+\.\d+)/
  when 'BUNDLED WITH'
    bundled = line.strip unless line.strip.empty?
  end
end

if bundled && Gem::Version.new(bundled) < Gem::Version.new('2.3')
  findings << ['VER1', "bundled with #{bundled}"]
end
findings << ['VER2', "ruby #{ruby_version} is end-of-life"] if ruby_version && EOL_RUBIES.include?(ruby_version)
findings << ['PLT1', 'only the generic ruby platform is locked'] if platforms == ['ruby']

findings.each { |code, msg| puts format('%-5s %s', code, msg) }
puts "#{findings.size} finding(s)"

if cve
  puts "\n== bundler-audit"
  ok = system('bundle', 'exec', 'bundler-audit', 'check', '--update')
  puts(ok ? 'no known vulnerabilities' : 'see advisories above')
end
