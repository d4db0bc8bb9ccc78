"""Rewrite a torch 2.15 ir_pre_fusion.txt / ir_post_fusion.txt into the oldest format generation
Inductor printed (torch <= 2.3, `BaseSchedulerNode.debug_str` before operations got names of
their own): nodes named after their buffer (`buf0: SchedulerNode(ComputedBuffer)`), a
`buf0.users = [...]` line instead of the `op0.outputs = [...]` block, no
`min_input_distance` / `max_input_distance`, `MemoryDep(name, index, ranges, None)` with the old
fourth `mode` argument, and loop variables `z0, z1` instead of `p0, p1`. The shape follows the
expectations in PyTorch's own test/inductor/test_debug_trace.py of that time.

usage: python make_gen1.py IN OUT
"""
import re, sys

text = open(sys.argv[1]).read()
out = []
lines = text.split("\n")
i = 0
while i < len(lines):
    l = lines[i]
    if re.match(r"^op[\d_op]*\.(min|max)_input_distance = ", l):
        i += 1
        continue
    m = re.match(r"^(op[\d_op]*)\.outputs = \[$", l)
    if m:
        users = None
        i += 1
        while lines[i] != "]":
            u = re.match(r"^    buf\d+\.users = (.*)$", lines[i])
            if u:
                users = u.group(1)
                # multi-line users lists
                while users.count("[") > users.count("]"):
                    i += 1
                    users += " " + lines[i].strip()
            i += 1
        i += 1
        out.append(f"{m.group(1)}.users = {users if users is not None else '[]'}")
        continue
    out.append(l)
    i += 1
text = "\n".join(out)
text = re.sub(r"(?<![A-Za-z0-9])op(\d+)(?![0-9])", r"buf\1", text)
text = re.sub(r"(MemoryDep\('[^']*', [^{]*\{[^}]*\})\)", r"\1, None)", text)
def zvars(block):
    return re.sub(r"\bp(\d+)\b", r"z\1", block.group(0))
text = re.sub(r"class buf[\d_buf]*_loop_body:\n(?:    .*\n?)*", zvars, text)
open(sys.argv[2], "w").write(text)
