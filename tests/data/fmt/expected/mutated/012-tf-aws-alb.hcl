resource /* b */ "aws_lb" "front" {
  name =
  "front"


  internal           = false
  load_balancer_type =

  "application"
  security_groups = [aws_security_group.alb.id]
  subnets         = var.public_subnet_ids
  idle_timeout    = 60

  access_logs {
    bucket = var.log_bucket

    prefix = "alb/front" // x

    enabled = true
  }


}

resource "aws_lb_target_group" "app" // x
{

  for_each = toset(["blue", "green"] # c
  )
  # c

  name # c
  = "app-${each

  .key}"
  port        = 8080
  protocol    = /* b */ "HTTP"
  vpc_id      = var.vpc_id
  target_type = "ip"

  health_check {
    path = # c
    "/healthz"
    interval /* b */          = 15
    /* b */ healthy_threshold = 2
    unhealthy_threshold       = 3
    matcher                   = "200-299"
  }
  # c

  stickiness {
    type            = "lb_cookie"
    cookie_duration = 86400
    enabled         = false
  }
  // x
}

resource "aws_lb_listener" "https" {
  load_balancer_arn = aws_lb.front.arn
  port              = 443
  protocol          = "HTTPS"
  ssl_policy        = "ELBSecurityPolicy-TLS13-1-2-2021-06"
  certificate_arn   =

  var.certificate_arn


  default_action {
    # c
    type = "forward"

    forward { # c

      /* b */ target_group {
        arn    = aws_lb_target_group.app["blue"].arn
        weight =

        var.blue_weight
      }

      target_group {
        arn = aws_lb_target_group # c
        .app["green"].arn         // x

        weight = # c
        100 - var
        .blue_weight
      } # c


      /* b */ stickiness {
        enabled  = true
        duration = 600
      }
      // x
    }
  }
}

resource "aws_lb_listener" // x
"http_redirect" {

  load_balancer_arn = aws_lb.front. # c
  arn
  port     = 80
  protocol = "HTTP"

  default_action
  { # c

    type = "redirect"

    redirect {
      port        = "443"
      protocol    = "HTTPS"
      status_code = "HTTP_301"
    }
  }
}

resource "aws_lb_listener_rule" "maintenance"
{
  listener_arn /* b */ = // x
  aws_lb_listener.https.arn
  priority = 1

  action {
    type = // x
    "fixed-response"

    # c
    fixed_response {
      content_type = "text/html"
      message_body = "<html><body><h1>Down for maintenance</h1><p>We\u2019ll be back soon.</p></body></html>"
      status_code  = "503"
    }
  /* b */ }
  # c

  condition {
    http_header {
      http_header_name = "X-Maintenance"
      values = [ # c
      "on"] /* b */
    }
  }

  condition
  {
    path_pattern { # c

      values = [            # c
      "/api/*", "/admin/*"] # c

    }
  }
}

variable "blue_weight" {

  type = number // x

  default = 100

  validation

  {
    condition

    = var.blue_weight
    >= 0 &&
    var.blue_weight # c
    <=
    100
    error_message

    =

    "The blue_weight must be between 0 and 100."
  }

}
