#!/bin/sh
# Runs once, when the postgres volume is first created: the app's database belongs to a role that can migrate
# its tables but is no superuser (no COPY ... TO PROGRAM, no other databases). The superuser stays with the
# operator (POSTGRES_PASSWORD).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres -v pw="$APP_DB_PASSWORD" <<'SQL'
CREATE ROLE foundation_app LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION PASSWORD :'pw';
CREATE DATABASE foundation OWNER foundation_app;
SQL
