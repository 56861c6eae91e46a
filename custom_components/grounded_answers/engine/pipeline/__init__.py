"""Pipeline: plan an answer, deliver it (whole or streamed) through the gates, render it."""
