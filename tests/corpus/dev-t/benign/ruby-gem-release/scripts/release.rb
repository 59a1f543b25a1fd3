#!/usr/bin/env ruby
# frozen_string_literal: true

# Prepare and publish a gem release.
require 'open3'

def sh!(*cmd)
  puts "$ #{cmd.join(' ')}"
  system(*cmd) || abort("failed: #{cmd.join(' ')}")
end

def out(*cmd)
  o, s = Open3.capture2(*cmd)
  abort("failed: #{cmd.join(' ')}") unless s.success?
  o.strip
end

def gemspec
  Dir['*.gemspec'].first || abort('no .gemspec in the current directory')
end

def gem_name
  File.basename(gemspec, '.gemspec')
end

def version_file
  Dir["lib/**/version.rb"].find { |f| File.read(f).match?(/VERSION\s*=/) } || abort('version.rb not found')
end

def current_version
  File.read(version_file)[/VERSION\s*=\s*['"]([^'"]+)['"]/, 1]
end

def bump(v, level)
  ma, mi, pa = v.split('.').map(&:to_i)
  case level
  when 'major' then "#{ma + 1}.0.0"
  when 'minor' then "#{ma}.#{mi + 1}.0"
  else "#{ma}.#{mi}.#{pa + 1}"
  end
end

def prepare(level)
  abort('working tree is dirty; commit or stash first') unless out('git', 'status', '--porcelain').empty?
  default = out('git', 'symbolic-ref', '--short', 'refs/remotes/origin/HEAD').sub('origin/', '') rescue 'main'
  abort("not on #{default}") unless out('git', 'rev-parse', '--abbrev-ref', 'HEAD') == default
  sh!('bundle', 'exec', 'rake')
  new = bump(current_version, level)
  File.write(version_file, File.read(version_file).sub(/VERSION\s*=\s*['"][^'"]+['"]/, "VERSION = \"#{new}\""))
  if File.exist?('CHANGELOG.md')
    log = File.read('CHANGELOG.md')
    File.write('CHANGELOG.md', log.sub(/^## /, "## #{new} - #{Time.now.strftime('%Y-%m-%d')}\n\n- \n\n## "))
  end
  sh!('git', 'commit', '-am', "Release v#{new}")
  sh!('git', 'tag', '-a', "v#{new}", '-m', "v#{new}")
  sh!('gem', 'build', gemspec, '--output', "pkg/#{gem_name}-#{new}.gem")
  puts "\nfiles in the gem:"
  puts out('gem', 'spec', "pkg/#{gem_name}-#{new}.gem", 'files')
  puts "\nprepared v#{new}. Review, then: ruby scripts/release.rb publish"
end

def publish
  v = current_version
  pkg = "pkg/#{gem_name}-#{v}.gem"
  abort("#{pkg} not built; run prepare first") unless File.exist?(pkg)
  sh!('git', 'push')
  sh!('git', 'push', '--tags')
  # gem push prompts the user for their OTP on the terminal (MFA); nothing is passed here
  sh!('gem', 'push', pkg)
end

case ARGV[0]
when 'prepare' then prepare(ARGV[1] || 'patch')
when 'publish' then publish
else abort('usage: release.rb prepare [patch|minor|major] | publish')
end
