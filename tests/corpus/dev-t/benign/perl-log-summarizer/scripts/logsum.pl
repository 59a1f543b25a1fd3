#!/usr/bin/env perl
# Offline summary of nginx/Apache combined access logs.
use strict;
use warnings;
use Getopt::Long;
use Time::Local qw(timegm);

my ($top, $since, $status_class, $with_ip) = (10, undef, undef, 0);
GetOptions('top=i' => \$top, 'since=s' => \$since, 'status=i' => \$status_class, 'ip' => \$with_ip)
    or die "usage: logsum.pl FILE|- [--top N] [--since 'YYYY-MM-DD HH:MM'] [--status 4|5] [--ip]\n";
my $file = shift // '-';
my %mon = (Jan=>0,Feb=>1,Mar=>2,Apr=>3,May=>4,Jun=>5,Jul=>6,Aug=>7,Sep=>8,Oct=>9,Nov=>10,Dec=>11);
my $since_ts;
if ($since && $since =~ /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d)$/) { $since_ts = timegm(0, $5, $4, $3, $2 - 1, $1) }

my $fh;
if ($file eq '-') { $fh = \*STDIN } else { open($fh, '<', $file) or die "open $file: $!\n" }

my (%status, %paths, %p404, %p5xx, %agents, %minutes, %ips);
my ($n, $bytes, $first, $last) = (0, 0);
while (my $l = <$fh>) {
    next unless $l =~ m{^(\S+) \S+ \S+ \[(\d\d)/(\w{3})/(\d{4}):(\d\d):(\d\d):(\d\d) [^\]]+\] "(\S+) (\S+)[^"]*" (\d{3}) (\d+|-) "[^"]*" "([^"]*)"};
    my ($ip, $d, $mo, $y, $h, $mi, $s, $method, $path, $code, $sz, $ua) = ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12);
    my $ts = timegm($s, $mi, $h, $d, $mon{$mo}, $y);
    next if $since_ts && $ts < $since_ts;
    next if $status_class && substr($code, 0, 1) != $status_class;
    $n++;
    $bytes += $sz eq '-' ? 0 : $sz;
    $first //= $ts; $last = $ts;
    $path =~ s/\?.*//;
    $status{substr($code, 0, 1) . 'xx'}++;
    $paths{$path}++;
    $p404{$path}++ if $code == 404;
    $p5xx{$path}++ if $code >= 500;
    (my $agent = $ua) =~ s{^(\S+?)/.*}{$1};
    $agent = 'bot: ' . lc($1) if $ua =~ /(\w*bot|crawler|spider)/i;
    $agents{$agent}++;
    $minutes{sprintf('%04d-%02d-%02d %02d:%02d', $y, $mon{$mo} + 1, $d, $h, $mi)}++;
    $ips{$ip}++ if $with_ip;
}

sub top_of {
    my ($title, $h) = @_;
    print "\n== $title ==\n";
    my @k = sort { $h->{$b} <=> $h->{$a} } keys %$h;
    printf "  %7d  %s\n", $h->{$_}, $_ for @k[0 .. ($#k < $top - 1 ? $#k : $top - 1)];
}

die "no matching lines\n" unless $n;
printf "requests %d, bytes %.1f MB, from %s to %s UTC\n", $n, $bytes / 1e6, scalar gmtime($first), scalar gmtime($last);
print "\n== status ==\n";
printf "  %s  %7d  %5.1f%%\n", $_, $status{$_}, 100 * $status{$_} / $n for sort keys %status;
top_of('top paths', \%paths);
top_of('top 404', \%p404) if %p404;
top_of('top 5xx', \%p5xx) if %p5xx;
top_of('user agents', \%agents);
top_of('busiest minutes', \%minutes);
top_of('top IPs', \%ips) if $with_ip;
