#!/usr/bin/env perl
# Summarise combined-format access logs.
use strict;
use warnings;
use Getopt::Long;

my $top = 10;
GetOptions('top=i' => \$top) or die "usage: logstats.pl [--top N] FILE...|-\n";
@ARGV = ('-') unless @ARGV;

my $re = qr/^(\S+) \S+ \S+ \[([^\]]+)\] "(\S+) (\S+)[^"]*" (\d{3}) (\S+) "[^"]*" "([^"]*)"(?: (\S+))?/;
my (%status, %path, %path5xx, %agent, %ip, %minute, %times);
my ($total, $first, $last) = (0);

for my $file (@ARGV) {
    my $fh;
    if ($file eq '-') { $fh = \*STDIN } else { open $fh, '<', $file or do { warn "$file: $!\n"; next } }
    while (my $line = <$fh>) {
        my ($addr, $ts, $method, $url, $code, $bytes, $ua, $rt) = $line =~ $re or next;
        $total++;
        $first //= $ts; $last = $ts;
        (my $p = $url) =~ s/\?.*//;
        $status{$code}++;
        $path{$p}++;
        $path5xx{$p}++ if $code >= 500;
        $agent{$ua}++;
        $ip{$addr}++;
        $minute{substr($ts, 0, 17)}++;
        push @{ $times{$p} }, $rt if defined $rt && $rt =~ /^[\d.]+$/;
    }
}

sub top_of { my ($h) = @_; my @k = sort { $h->{$b} <=> $h->{$a} } keys %$h; return @k[0 .. ($#k < $top - 1 ? $#k : $top - 1)] }
sub pct { my ($list, $q) = @_; my @s = sort { $a <=> $b } @$list; return $s[int($q * $#s)] }

print "requests: $total  from $first to $last\n" if $total;
print "\nstatus codes:\n";
printf "  %s  %d\n", $_, $status{$_} for sort keys %status;
print "\ntop paths:\n";
printf "  %7d  %s\n", $path{$_}, $_ for top_of(\%path);
if (%path5xx) { print "\ntop 5xx paths:\n"; printf "  %7d  %s\n", $path5xx{$_}, $_ for top_of(\%path5xx) }
print "\ntop user agents:\n";
printf "  %7d  %s\n", $agent{$_}, substr($_, 0, 90) for top_of(\%agent);
print "\ntop client addresses:\n";
printf "  %7d  %s\n", $ip{$_}, $_ for top_of(\%ip);
my ($busy) = top_of(\%minute);
printf "\nbusiest minute: %s (%d requests)\n", $busy, $minute{$busy} if $busy;
if (%times) {
    print "\nrequest time p50/p95 (s):\n";
    for my $p (grep { $times{$_} } top_of(\%path)) { printf "  %-40s %.3f / %.3f\n", $p, pct($times{$p}, 0.5), pct($times{$p}, 0.95) }
}
