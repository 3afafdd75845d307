# graphcar API image: `docker compose up` builds it from the repository root.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /app
COPY . /app
# Editable install keeps cypher/ beside the package, where graphcar/cypher.py loads statements.
RUN pip install -e . \
 && useradd --system --uid 10001 --home-dir /app graphcar \
 && mkdir -p /data && chown graphcar /data

USER graphcar
ENV GRAPHCAR_DATA_DIR=/data
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=6 \
  CMD ["python", "-c", "import urllib.request,sys; sys.exit(0 if urllib.request.urlopen('http://127.0.0.1:8000/readyz', timeout=2).status == 200 else 1)"]
CMD ["graphcar", "serve", "--host", "0.0.0.0", "--port", "8000"]
