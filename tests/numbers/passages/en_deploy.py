"""Material: deploy (en, release notes)."""

PASSAGE = {
    "language": "en",
    "kind": "release notes",
    "material": """
Deployment guide — Orders service 4.12

1. Environments
The service runs in two environments. Staging is deployed automatically from the main branch after every merge; production is deployed by hand once the release manager has approved the release. Production deployments are allowed from Tuesday to Thursday between 10:00 and 15:00 (UTC); staging can be deployed at any time.

2. Timeouts and retries
Incoming HTTP requests time out after 30 seconds in staging and after 60 seconds in production. Failed calls to the inventory service are retried once in staging and 3 times in production, with a back-off of 250 milliseconds between attempts. Calls to the payment provider have their own timeout of 8 seconds and are never retried.

3. Capacity
Staging runs 2 replicas with a memory limit of 512 MiB each. Production starts with 6 replicas of 2,048 MiB and scales out to at most 24 replicas when the average CPU load stays above 70% for 5 minutes. The database connection pool holds 10 connections per replica in staging and 40 in production.

4. Ports and endpoints
The application listens on port 8080; metrics are exposed on port 9100 and the health check on port 8081. The load balancer marks a replica as unhealthy after 4 failed health checks, 10 seconds apart.

5. Versions
Release 4.12 requires Java 21 and PostgreSQL 16.2 or newer; the previous release, 4.11, still ran on Java 17. The cache uses Redis 7.2.

6. Logs and backups
Logs are kept for 7 days in staging and for 90 days in production. Database backups are taken every 12 hours and kept for 35 days; a full restore takes about 45 minutes.

7. Rate limits
Public API clients may send up to 100 requests per minute; partner clients with a signed agreement may send 1,200 requests per minute. Request bodies larger than 5 MB are rejected with status 413, and a client that exceeds its limit is blocked for 120 seconds.

8. On call
The on-call engineer can be reached on 020 7946 0321 around the clock. If nobody answers within 15 minutes, call the escalation line on 020 7946 0958.
""",
    "facts": [
        (
            "In staging, HTTP requests time out after {n} seconds.",
            30,
            "seconds",
            ["30", "thirty"],
        ),
        (
            "In production, HTTP requests time out after {n} seconds.",
            60,
            "seconds",
            ["60", "sixty"],
        ),
        (
            "A client that exceeds its rate limit is blocked for {n} seconds.",
            120,
            "seconds",
            ["120", "a hundred and twenty"],
        ),
        (
            "Calls to the payment provider time out after {n} seconds.",
            8,
            "seconds",
            ["8", "eight"],
        ),
        (
            "The load balancer runs health checks {n} seconds apart.",
            10,
            "seconds",
            ["10", "ten"],
        ),
        (
            "In production, failed calls to the inventory service are retried {n} times.",
            3,
            "retries",
            ["3", "three"],
        ),
        (
            "Retries wait {n} milliseconds between attempts.",
            250,
            "milliseconds",
            ["250", "two hundred and fifty"],
        ),
        ("Staging runs {n} replicas.", 2, "replicas", ["2", "two"]),
        ("Production starts with {n} replicas.", 6, "replicas", ["6", "six"]),
        (
            "Production scales out to at most {n} replicas.",
            24,
            "replicas",
            ["24", "twenty-four"],
            {"hedge": False},
        ),
        (
            "In staging, each replica has a memory limit of {n} MiB.",
            512,
            "mib",
            ["512"],
        ),
        (
            "In production, each replica has a memory limit of {n} MiB.",
            2048,
            "mib",
            ["2,048", "2048"],
        ),
        (
            "In staging, the connection pool holds {n} connections per replica.",
            10,
            "connections",
            ["10", "ten"],
        ),
        (
            "In production, the connection pool holds {n} connections per replica.",
            40,
            "connections",
            ["40", "forty"],
        ),
        ("The application listens on port {n}.", 8080, "port", ["8080"]),
        ("Metrics are exposed on port {n}.", 9100, "port", ["9100"]),
        ("The health check runs on port {n}.", 8081, "port", ["8081"]),
        ("Release 4.12 requires PostgreSQL {n} or newer.", "16.2", "version", ["16.2"]),
        ("The cache uses Redis {n}.", "7.2", "version", ["7.2"]),
        ("The previous release was {n}.", "4.11", "version", ["4.11"]),
        ("Release 4.12 requires Java {n}.", 21, "java", ["21"]),
        ("Release 4.11 ran on Java {n}.", 17, "java", ["17"]),
        ("In staging, logs are kept for {n} days.", 7, "days", ["7", "seven"]),
        ("In production, logs are kept for {n} days.", 90, "days", ["90", "ninety"]),
        ("Database backups are kept for {n} days.", 35, "days", ["35", "thirty-five"]),
        (
            "Database backups are taken every {n} hours.",
            12,
            "hours",
            ["12", "twelve"],
            {"hedged": "Database backups are taken about every {n} hours."},
        ),
        (
            "Production deployments are allowed from {n} UTC.",
            "10:00",
            "time",
            ["10:00", "10 am"],
        ),
        (
            "Production deployments are allowed until {n} UTC.",
            "15:00",
            "time",
            ["15:00", "3 pm"],
        ),
        (
            "The on-call engineer can be reached on {n}.",
            "020 7946 0321",
            "phone",
            ["020 7946 0321"],
        ),
        ("The escalation line is {n}.", "020 7946 0958", "phone", ["020 7946 0958"]),
        (
            "Production scales out when the average CPU load stays above {n}%.",
            70,
            "percent",
            ["70"],
        ),
        (
            "Public API clients may send up to {n} requests per minute.",
            100,
            "rate",
            ["100", "a hundred"],
        ),
        (
            "Partner clients may send {n} requests per minute.",
            1200,
            "rate",
            ["1,200", "1200", "twelve hundred"],
        ),
        ("Request bodies larger than {n} MB are rejected.", 5, "mb", ["5", "five"]),
    ],
}
