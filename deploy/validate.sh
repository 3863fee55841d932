#!/bin/bash
# Validates deploy/ with the tools that run without a cluster or a Docker engine. Each step runs
# when its tool is present and says "skipped" otherwise; the exit status is non-zero if any step
# that ran failed. Tools: kubectl (kustomize), Debian's python3-kubernetes (schema check),
# docker-compose or the compose plugin, shellcheck and hadolint. Debian packages:
#   apt-get install docker-compose shellcheck python3-kubernetes   (hadolint is not packaged)
# The structural checks (roles, settings, probes, secrets) are in test/unit/deploy.test.ts.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
failed=0
step() { echo "== $*"; }
ok() { echo "   ok"; }
bad() { echo "   FAILED"; failed=1; }
skip() { echo "   skipped: $*"; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

step "kubectl kustomize deploy/k8s"
if command -v kubectl >/dev/null; then
  if kubectl kustomize deploy/k8s > "$tmp/k8s.yaml"; then
    echo "   $(grep -c '^kind:' "$tmp/k8s.yaml") objects: $(grep '^kind:' "$tmp/k8s.yaml" | awk '{print $2}' | sort | uniq -c | awk '{printf "%s×%s ", $1, $2}')"
    ok
  else bad; fi
else skip "kubectl not installed"; fi

# kubectl apply --dry-run=client still asks the API server for its resource list, so without a
# cluster the manifests are checked against the Kubernetes Python client's models instead: every
# field must exist in the schema of its object (a misspelt or misplaced key fails), with the right
# kind of value, and required fields present.
step "Kubernetes schema check (python3-kubernetes models) of the kustomize output and secret.example.yaml"
if [ -s "$tmp/k8s.yaml" ] && /usr/bin/python3 -c 'import kubernetes, yaml' 2>/dev/null; then
  if /usr/bin/python3 - "$tmp/k8s.yaml" deploy/k8s/secret.example.yaml <<'PY'
import re, sys, yaml
import kubernetes
from kubernetes import client

# autoscaling/v2 is not in this client (22.x); v2beta2 has the same fields used here.
ALIASES = {('autoscaling/v2', 'HorizontalPodAutoscaler'): 'V2beta2HorizontalPodAutoscaler'}

def model_name(api_version, kind):
    if (api_version, kind) in ALIASES:
        return ALIASES[(api_version, kind)]
    version = api_version.split('/')[-1]
    return version[0].upper() + version[1:] + kind

errors = []

def check(value, typ, where):
    if value is None:
        return
    m = re.fullmatch(r'list\[(.+)\]', typ)
    if m:
        if not isinstance(value, list):
            errors.append(f'{where}: expected a list'); return
        for i, v in enumerate(value):
            check(v, m.group(1), f'{where}[{i}]')
        return
    m = re.fullmatch(r'dict\(str, (.+)\)', typ)
    if m:
        if not isinstance(value, dict):
            errors.append(f'{where}: expected a map'); return
        for k, v in value.items():
            check(v, m.group(1), f'{where}.{k}')
        return
    if typ == 'str':
        if not isinstance(value, str):
            errors.append(f'{where}: expected a string, got {type(value).__name__} {value!r}')
        return
    if typ == 'int':
        if not isinstance(value, int) or isinstance(value, bool):
            errors.append(f'{where}: expected an integer, got {value!r}')
        return
    if typ == 'bool':
        if not isinstance(value, bool):
            errors.append(f'{where}: expected a boolean, got {value!r}')
        return
    if typ in ('object', 'float', 'datetime', 'date'):
        return
    cls = getattr(client, typ, None)
    if cls is None:
        errors.append(f'{where}: unknown model {typ}'); return
    if not isinstance(value, dict):
        errors.append(f'{where}: expected an object for {typ}'); return
    by_json = {j: a for a, j in cls.attribute_map.items()}
    for key, v in value.items():
        if key not in by_json:
            errors.append(f'{where}: unknown field "{key}" in {typ}')
            continue
        check(v, cls.openapi_types[by_json[key]], f'{where}.{key}')
    # Required fields: the model's constructor refuses None for them.
    try:
        kwargs = {a: (value.get(j) if value.get(j) is not None else None) for a, j in cls.attribute_map.items()}
        cls(**kwargs)
    except ValueError as e:
        errors.append(f'{where}: {e}')

count = 0
for path in sys.argv[1:]:
    for doc in yaml.safe_load_all(open(path)):
        if not doc:
            continue
        count += 1
        name = model_name(doc['apiVersion'], doc['kind'])
        check(doc, name, f"{path}:{doc['kind']}/{doc['metadata']['name']}")
print(f'   {count} objects checked against kubernetes-client {kubernetes.__version__} models')
for e in errors:
    print('   ' + e)
sys.exit(1 if errors else 0)
PY
  then ok; else bad; fi
else skip "kubectl output or /usr/bin/python3 with python3-kubernetes and python3-yaml missing"; fi

step "docker compose config -q (deploy/docker-compose.yml, with the placeholders of deploy/.env.example)"
compose=()
if docker compose version >/dev/null 2>&1; then compose=(docker compose)
elif command -v docker-compose >/dev/null; then compose=(docker-compose); fi
if [ ${#compose[@]} -gt 0 ]; then
  sed 's/REPLACE_ME/placeholder/' deploy/.env.example > "$tmp/env"
  if "${compose[@]}" --env-file "$tmp/env" -f deploy/docker-compose.yml config -q; then
    echo "   (${compose[*]} $("${compose[@]}" version --short 2>/dev/null))"
    ok
  else bad; fi
  # Every required secret must stop compose when it is missing.
  step "docker compose refuses to start without the required secrets"
  : > "$tmp/empty.env"
  if env -i PATH="$PATH" "${compose[@]}" --env-file "$tmp/empty.env" -f deploy/docker-compose.yml config -q 2> "$tmp/err"; then
    bad
  elif grep -q 'set [A-Z_]* in deploy/.env' "$tmp/err"; then
    grep -o 'set [A-Z_]* in deploy/.env' "$tmp/err" | head -1 | sed 's/^/   refused: /'
    ok
  else
    sed 's/^/   /' "$tmp/err"
    bad
  fi
else skip "neither the docker compose plugin nor docker-compose installed"; fi

step "shellcheck deploy/probe.sh deploy/validate.sh"
if command -v shellcheck >/dev/null; then
  if shellcheck deploy/probe.sh deploy/validate.sh; then ok; else bad; fi
else skip "shellcheck not installed"; fi

step "hadolint deploy/Dockerfile"
if command -v hadolint >/dev/null; then
  if hadolint deploy/Dockerfile; then ok; else bad; fi
else skip "hadolint not installed (not packaged for Debian)"; fi

if [ "$failed" -eq 0 ]; then echo "deploy: all checks that ran passed"; else echo "deploy: some checks FAILED"; fi
exit "$failed"
