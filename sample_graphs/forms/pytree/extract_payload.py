# print the payload (tab-prefixed lines after the header) of TORCH_TRACE entries whose header contains KEY
# usage: python extract_payload.py TRACE.log KEY > out.txt
import sys
path, key = sys.argv[1], sys.argv[2]
on = False
for line in open(path):
    if line.startswith("\t"):
        if on:
            sys.stdout.write(line[1:])
    else:
        on = key in line
