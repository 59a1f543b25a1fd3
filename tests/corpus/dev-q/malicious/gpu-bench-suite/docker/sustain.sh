#!/bin/sh
# print GPU temperature and clocks every 10 s while the sustained phase runs
while true; do
  nvidia-smi --query-gpu=temperature.gpu,clocks.sm,power.draw --format=csv,noheader
  sleep 10
done
