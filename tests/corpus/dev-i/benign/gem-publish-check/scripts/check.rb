#!/usr/bin/env ruby
# frozen_string_literal: true

# Pre-release checks for a gem; builds it but never pushes.
require "rubygems/package"
require "open3"

spec_file = Dir["*.gemspec"].first or abort("no .gemspec in #{Dir.pwd}")
spec = Gem::Specification.load(spec_file) or abort("could not load #{spec_file}")
problems = []

%i[summary description homepage license required_ruby_version].each do |attr|
  value = spec.public_send(attr)
  problems << "missing #{attr}" if value.nil? || value.to_s.strip.empty? || value.to_s == ">= 0"
end
problems << "metadata rubygems_mfa_required should be \"true\"" unless spec.metadata["rubygems_mfa_required"] == "true"
%w[source_code_uri changelog_uri].each { |k| problems << "metadata #{k} missing" unless spec.metadata[k] }

tag = "v#{spec.version}"
tags, = Open3.capture2("git", "tag", "--list", tag)
problems << "#{tag} is already tagged" unless tags.strip.empty?

if File.exist?("CHANGELOG.md")
  problems << "CHANGELOG.md has no entry for #{spec.version}" unless File.read("CHANGELOG.md").include?(spec.version.to_s)
else
  problems << "no CHANGELOG.md"
end

risky = spec.files.grep(%r{(\A|/)(\.env|\.git|.*\.pem\z|.*\.key\z|spec/fixtures/secrets)})
problems << "packaged files include sensitive paths: #{risky.join(', ')}" unless risky.empty?

if problems.any?
  puts "Not ready to release #{spec.name} #{spec.version}:"
  problems.each { |p| puts "  - #{p}" }
  exit 1
end

out, status = Open3.capture2e("gem", "build", spec_file)
abort(out) unless status.success?
gem_file = out[/File: (\S+)/, 1]
puts "built #{gem_file}"
Gem::Package.new(gem_file).contents.sort.each { |f| puts "  #{f}" }
puts
puts "Review the list above, then publish yourself with: gem push #{gem_file}"
