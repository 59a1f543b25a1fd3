#!/usr/bin/env perl
# mdtable.pl - align Markdown tables; --from-csv converts CSV to a table
use strict;
use warnings;
use utf8;
use open qw(:std :encoding(UTF-8));
use Getopt::Long;

my ($inplace, $csv);
GetOptions('i' => \$inplace, 'from-csv=s' => \$csv) or die "bad options\n";

sub width {
    my $s = shift;
    my $w = 0;
    for my $ch (split //, $s) {
        my $o = ord $ch;
        next if $o == 0x200D || ($o >= 0xFE00 && $o <= 0xFE0F);   # ZWJ, variation selectors
        $w += ($o >= 0x1100 && ($o <= 0x115F || ($o >= 0x2E80 && $o <= 0xA4CF) ||
               ($o >= 0xAC00 && $o <= 0xD7A3) || ($o >= 0xF900 && $o <= 0xFAFF) ||
               ($o >= 0xFF00 && $o <= 0xFF60) || ($o >= 0x1F300 && $o <= 0x1FAFF))) ? 2 : 1;
    }
    return $w;
}

sub cells {
    my $line = shift;
    $line =~ s/^\s*\|//; $line =~ s/\|\s*$//;
    return map { s/^\s+|\s+$//gr } split /(?<!\\)\|/, $line, -1;
}

sub format_table {
    my @rows = map { [cells($_)] } @_;
    my @align = map { /^:-+:$/ ? 'c' : /^-+:$/ ? 'r' : 'l' } @{ $rows[1] };
    my $ncol = 0;
    for (@rows) { $ncol = @$_ if @$_ > $ncol }
    my @w = (3) x $ncol;
    for my $i (0, 2 .. $#rows) {
        for my $c (0 .. $ncol - 1) {
            my $x = width($rows[$i][$c] // '');
            $w[$c] = $x if $x > $w[$c];
        }
    }
    my @out;
    for my $i (0 .. $#rows) {
        my @f;
        for my $c (0 .. $ncol - 1) {
            my $a = $align[$c] // 'l';
            if ($i == 1) {
                my $d = '-' x $w[$c];
                substr($d, 0, 1) = ':' if $a eq 'c';
                substr($d, -1, 1) = ':' if $a eq 'c' || $a eq 'r';
                push @f, $d;
                next;
            }
            my $t = $rows[$i][$c] // '';
            my $pad = $w[$c] - width($t);
            push @f, $a eq 'r' ? (' ' x $pad) . $t
                   : $a eq 'c' ? (' ' x int($pad / 2)) . $t . (' ' x ($pad - int($pad / 2)))
                   : $t . (' ' x $pad);
        }
        push @out, $i == 1 ? '|-' . join('-|-', @f) . '-|' : '| ' . join(' | ', @f) . ' |';
    }
    return @out;
}

if ($csv) {
    open my $fh, '<', $csv or die "$csv: $!\n";
    my @lines = map { chomp; my @c = map { s/^"|"$//gr =~ s/\|/\\|/gr } split /,(?=(?:[^"]*"[^"]*")*[^"]*$)/; '| ' . join(' | ', @c) . ' |' } <$fh>;
    splice @lines, 1, 0, '|' . join('|', ('---') x (() = $lines[0] =~ /\|/g) - 1) . '|';
    print "$_\n" for format_table(@lines);
    exit;
}

my $file = shift or die "usage: mdtable.pl [-i] FILE | --from-csv FILE\n";
open my $in, '<', $file or die "$file: $!\n";
my @lines = <$in>;
close $in;
chomp @lines;

my (@out, @buf, $fence);
my $flush = sub {
    if (@buf >= 2 && $buf[1] =~ /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/) { push @out, format_table(@buf) }
    else { push @out, @buf }
    @buf = ();
};
for my $l (@lines) {
    if ($l =~ /^\s*(```|~~~)/) { $flush->(); $fence = !$fence; push @out, $l; next; }
    if (!$fence && $l =~ /^\s*\|/) { push @buf, $l; next; }
    $flush->();
    push @out, $l;
}
$flush->();

if ($inplace) {
    rename $file, "$file.bak" or die "backup failed: $!\n";
    open my $o, '>', $file or die "$file: $!\n";
    print $o "$_\n" for @out;
    close $o;
    print "formatted $file (backup at $file.bak)\n";
} else {
    print "$_\n" for @out;
}
