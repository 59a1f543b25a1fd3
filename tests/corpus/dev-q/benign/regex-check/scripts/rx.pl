#!/usr/bin/env perl
# rx.pl - show matches and capture groups for a pattern
use strict;
use warnings;

my $pattern = shift @ARGV or die "usage: rx.pl PATTERN [FILE...]\n";
die "code blocks (?{ }) and (??{ }) are not allowed\n" if $pattern =~ /\(\?\??\{/;

my $rx = eval { qr/$pattern/ } or die "invalid pattern: $@";
my ($total, $matched) = (0, 0);

while (my $line = <>) {
    chomp $line;
    $total++;
    if ($line =~ $rx) {
        $matched++;
        print "MATCH $line\n";
        for my $i (1 .. $#-) {
            my $v = defined $-[$i] ? substr($line, $-[$i], $+[$i] - $-[$i]) : '(undef)';
            print "      \$$i = '$v'\n";
        }
        for my $name (sort keys %+) {
            print "      $name = '$+{$name}'\n";
        }
    } else {
        print "----  $line\n";
    }
}
print "$matched of $total line(s) matched\n";
