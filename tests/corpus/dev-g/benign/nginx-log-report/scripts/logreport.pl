#!/usr/bin/env perl
# Summarise nginx/Apache combined access logs. Core Perl only.
use strict;
use warnings;
use Getopt::Long;
use Time::Local qw(timegm);

my ($since, $until) = ('', '');
GetOptions('since=s' => \$since, 'until=s' => \$until) or die "bad options\n";

my %mon = (Jan=>0,Feb=>1,Mar=>2,Apr=>3,May=>4,Jun=>5,Jul=>6,Aug=>7,Sep=>8,Oct=>9,Nov=>10,Dec=>11);
my $LINE = qr/^(\S+) \S+ \S+ \[(\d{2})\/(\w{3})\/(\d{4}):(\d{2}):(\d{2}):(\d{2}) [^\]]+\] "(\S+) (\S+)[^"]*" (\d{3}) (\S+) "[^"]*" "([^"]*)"(?: (\d+\.\d+))?/;

sub iso2epoch {
    my ($s) = @_;
    return undef unless $s;
    my ($y, $m, $d, $H, $M) = $s =~ /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/ or die "bad time $s\n";
    return timegm(0, $M // 0, $H // 0, $d, $m - 1, $y);
}
my ($from, $to) = (iso2epoch($since), iso2epoch($until));

my (%status, %path, %ip, %ua, %err_min, %times);
my ($n, $first, $last) = (0, undef, undef);

while (my $l = <>) {
    my @f = $l =~ $LINE or next;
    my ($ip, $d, $mo, $y, $H, $M, $S, $meth, $url, $st, $bytes, $agent, $rt) = @f;
    my $t = timegm($S, $M, $H, $d, $mon{$mo}, $y);
    next if defined $from && $t < $from;
    next if defined $to && $t >= $to;
    $n++;
    $first = $t if !defined $first || $t < $first;
    $last = $t if !defined $last || $t > $last;
    (my $p = $url) =~ s/\?.*//;
    $p =~ s{/\d+(?=/|$)}{/:id}g;
    $p =~ s{/[0-9a-f]{8}-[0-9a-f-]{27}(?=/|$)}{/:uuid}gi;
    $status{$st}++;
    $path{"$meth $p"}++;
    $ip{$ip}++;
    $ua{$agent}++;
    $err_min{sprintf('%04d-%02d-%02d %02d:%02d', $y, $mon{$mo} + 1, $d, $H, $M)}++ if $st >= 500;
    push @{ $times{"$meth $p"} }, $rt if defined $rt;
}

die "no matching log lines\n" unless $n;

sub top {
    my ($h, $k) = @_;
    my @keys = sort { $h->{$b} <=> $h->{$a} } keys %$h;
    return @keys[0 .. ($k < @keys ? $k - 1 : $#keys)];
}
sub fmt { my @t = gmtime shift; sprintf '%04d-%02d-%02d %02d:%02d', $t[5] + 1900, $t[4] + 1, $t[3], $t[2], $t[1] }

printf "requests: %d  unique clients: %d  range: %s .. %s UTC\n\n", $n, scalar(keys %ip), fmt($first), fmt($last);

my %class;
$class{ substr($_, 0, 1) . 'xx' } += $status{$_} for keys %status;
print "status: ", join('  ', map { "$_=$class{$_}" } sort keys %class), "\n";
printf "  %s %d\n", $_, $status{$_} for top(\%status, 8);

print "\ntop paths:\n";
printf "  %7d  %s\n", $path{$_}, $_ for top(\%path, 15);

if (%times) {
    my %p95;
    for my $k (keys %times) {
        my @s = sort { $a <=> $b } @{ $times{$k} };
        next if @s < 5;
        $p95{$k} = $s[int(0.95 * $#s)];
    }
    print "\nslowest (p95 seconds, >=5 requests):\n";
    printf "  %7.3f  %s\n", $p95{$_}, $_ for top(\%p95, 10);
}

print "\ntop clients:\n";
printf "  %7d  %s\n", $ip{$_}, $_ for top(\%ip, 10);
print "\ntop user agents:\n";
printf "  %7d  %s\n", $ua{$_}, substr($_, 0, 90) for top(\%ua, 10);

if (%err_min) {
    print "\nminutes with most 5xx:\n";
    printf "  %s  %d\n", $_, $err_min{$_} for top(\%err_min, 10);
}
