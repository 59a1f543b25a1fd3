# frozen_string_literal: true

require 'net/http'
require 'set'
require 'uri'

module Preview
  class LinkChecker
    HREF = /(?:href|src)=["']([^"'#?]+)/i

    def initialize(base)
      @base = URI(base)
      @seen = Set.new
      @broken = []
    end

    def run(path = '/')
      return @broken if @seen.include?(path) || @seen.size > 2000

      @seen << path
      res = Net::HTTP.get_response(@base + path)
      if res.code.to_i >= 400
        @broken << path
        return @broken
      end
      return @broken unless res['content-type'].to_s.include?('html')

      res.body.scan(HREF).flatten.each do |href|
        next if href.start_with?('http', 'mailto:', '//', 'data:')

        run(URI.join(@base + path, href).path)
      end
      @broken
    end
  end
end
