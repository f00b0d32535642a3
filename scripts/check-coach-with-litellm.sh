#!/usr/bin/env bash
# Runs `diario coach` against a third-party OpenAI-compatible server: LiteLLM's proxy (PyPI litellm 1.74.9, an
# old release on purpose: 1.107.0 was compromised) on 127.0.0.1, serving a mocked model, so no weights are needed
# and nothing leaves the machine. Not part of `make test` (the install is large); run it by hand:
#
#   scripts/check-coach-with-litellm.sh .build/debug/diario
set -euo pipefail
bin=$(realpath "${1:?the diario binary}")
work=$(mktemp -d)
trap 'kill $(cat "$work/pid" 2>/dev/null) 2>/dev/null || true; rm -rf "$work"' EXIT
venv=${LITELLM_VENV:-.venv-litellm}
[ -x "$venv/bin/litellm" ] || { python3 -m venv "$venv" && "$venv/bin/pip" install -q "litellm[proxy]==1.74.9"; }
cat > "$work/config.yaml" <<'YAML'
model_list:
  - model_name: mock-coach
    litellm_params:
      model: openai/gpt-4o-mini
      api_key: not-used
      mock_response: "Capita a tutti. Scegli un solo esercizio di fisica, il più facile: quale ti blocca di più?"
YAML
port=4055
"$venv/bin/litellm" --config "$work/config.yaml" --host 127.0.0.1 --port $port > "$work/server.log" 2>&1 &
echo $! > "$work/pid"
for _ in $(seq 1 90); do curl -s -m 1 "http://127.0.0.1:$port/v1/models" > /dev/null && break; sleep 1; done
export DIARIO_DB=$work/diario.sqlite DIARIO_NOW=2026-11-21T10:00 XDG_CONFIG_HOME=$work/config \
    DIARIO_LLM_BASE_URL=http://127.0.0.1:$port/v1 DIARIO_LLM_MODEL=mock-coach DIARIO_LLM_API_KEY=sk-local-test
"$bin" doctor
reply=$("$bin" coach --lang it "non riesco a concentrarmi su fisica")
echo "$reply"
[ "$reply" = "Capita a tutti. Scegli un solo esercizio di fisica, il più facile: quale ti blocca di più?" ]
"$bin" coach --json --continue "grazie" | grep -q '"status":"complete"'
echo "ok: diario coach streamed a reply from LiteLLM's OpenAI-compatible proxy"
