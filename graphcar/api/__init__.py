"""The HTTP service (FastAPI): ``graphcar.api.app.create_app``."""
