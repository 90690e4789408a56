"""Runs the shell steps of a composite action (action.yml) as the GitHub runner would.

usage: run-action.py ACTION_YML DILINT_BINARY INPUTS_JSON [miss]

The environment must hold what GitHub sets: GITHUB_WORKSPACE, GITHUB_ACTION_PATH, RUNNER_TEMP,
RUNNER_OS, RUNNER_ARCH, GITHUB_STEP_SUMMARY. Each `run:` step gets `${{ }}` expressions
substituted (inputs with their defaults, steps.<id>.outputs, runner.*, github.action_path and
github.workspace), its `env:`, a fresh GITHUB_OUTPUT file read back afterwards, its
`working-directory`, and GitHub's bash (`bash --noprofile --norc -eo pipefail`). `if:` supports
`X == 'v'` and `X != 'v'`. `uses:` steps are not run: actions/cache is simulated as a hit by
placing DILINT_BINARY at its `path` (what a restore does), or with `miss` as a miss (nothing
restored, so the action's build step runs); others (upload-sarif) are only recorded. Prints, as the last line, a JSON record of the steps.
"""
import json, os, re, subprocess, sys, tempfile
import yaml

action = yaml.safe_load(open(sys.argv[1], encoding="utf-8"))
binary, given = sys.argv[2], json.loads(sys.argv[3])
cache_miss = len(sys.argv) > 4 and sys.argv[4] == "miss"
inputs = {name: str(spec.get("default", "")) for name, spec in action.get("inputs", {}).items()}
unknown = set(given) - set(inputs)
if unknown:
    sys.exit("unknown inputs: %s" % sorted(unknown))
inputs.update(given)
steps = {}
context = {
    "runner.temp": os.environ["RUNNER_TEMP"], "runner.os": os.environ["RUNNER_OS"],
    "runner.arch": os.environ["RUNNER_ARCH"], "github.action_path": os.environ["GITHUB_ACTION_PATH"],
    "github.workspace": os.environ["GITHUB_WORKSPACE"],
}

def value(name):
    if name.startswith("inputs."):
        return inputs[name[len("inputs."):]]
    m = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", name)
    if m:
        return steps.get(m.group(1), {}).get(m.group(2), "")
    return context[name]

def substitute(text):
    return re.sub(r"\$\{\{\s*([\w.-]+)\s*\}\}", lambda m: value(m.group(1)), str(text))

def condition(text):
    m = re.fullmatch(r"\s*([\w.-]+)\s*(==|!=)\s*'([^']*)'\s*", text)
    if not m:
        sys.exit("unsupported if: %r" % text)
    equal = value(m.group(1)) == m.group(3)
    return equal if m.group(2) == "==" else not equal

record = []
status = 0
for step in action["runs"]["steps"]:
    name = substitute(step.get("name", step.get("id", "")))
    if "if" in step and not condition(step["if"]):
        record.append({"name": name, "ran": False})
        continue
    if "uses" in step:
        with_ = {k: substitute(v) for k, v in step.get("with", {}).items()}
        if step["uses"].startswith("actions/cache@") and cache_miss:
            steps[step.get("id", "")] = {"cache-hit": "false"}
        elif step["uses"].startswith("actions/cache@"):
            os.makedirs(with_["path"], exist_ok=True)
            target = os.path.join(with_["path"], "dilint")
            if not os.path.exists(target):
                os.symlink(binary, target)
            steps[step.get("id", "")] = {"cache-hit": "true"}
        record.append({"name": name, "ran": False, "uses": step["uses"], "with": with_})
        continue
    output_file = tempfile.NamedTemporaryFile(delete=False, dir=os.environ["RUNNER_TEMP"]).name
    env = dict(os.environ, GITHUB_OUTPUT=output_file)
    env.update({k: substitute(v) for k, v in step.get("env", {}).items()})
    script = tempfile.NamedTemporaryFile("w", suffix=".sh", delete=False, dir=os.environ["RUNNER_TEMP"])
    script.write(substitute(step["run"]))
    script.close()
    cwd = substitute(step.get("working-directory", "")) or os.environ["GITHUB_WORKSPACE"]
    done = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", script.name], cwd=cwd, env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    outputs = {}
    for line in open(output_file, encoding="utf-8").read().splitlines():
        if "=" in line:
            key, _, val = line.partition("=")
            outputs[key] = val
    steps[step.get("id", "")] = outputs
    record.append({"name": name, "ran": True, "status": done.returncode, "stdout": done.stdout,
                   "stderr": done.stderr, "outputs": outputs})
    if done.returncode != 0:
        status = done.returncode
        break
print(json.dumps({"steps": record, "status": status}))
