variable "app_image" {
  default = "123456789012.dkr.ecr.us-east-1.amazonaws.com/app:latest"
}

variable "sidecars" {
  default = {
    envoy = { image = "envoyproxy/envoy:v1.28.0", port = 9901, essential = true }
    xray  = { image = "amazon/aws-xray-daemon:3.3.9", port = 2000, essential = false }
  }
}

locals {
  app_container = {
    name      = "app"
    image     = var.app_image
    cpu       = 512
    memory    = 1024
    essential = true
    portMappings = [
      { containerPort = 8080, protocol = "tcp" },
    ]
    environment = [
      for k, v in { PORT = "8080", LOG_LEVEL = "info", REGION = "us-east-1" } :
      { name = k, value = v }
    ]
    secrets = [
      { name = "DB_PASSWORD", valueFrom = aws_secretsmanager_secret.db.arn },
    ]
    logConfiguration = {
      logDriver = "awslogs"
      options = {
        "awslogs-group"         = aws_cloudwatch_log_group.app.name
        "awslogs-region"        = "us-east-1"
        "awslogs-stream-prefix" = "app"
      }
    }
    healthCheck = {
      command     = ["CMD-SHELL", "curl -f http://localhost:8080/health || exit 1"]
      interval    = 30
      retries     = 3
      startPeriod = 60
    }
    dependsOn = [for name, s in var.sidecars : { containerName = name, condition = "START" } if s.essential]
  }

  sidecar_containers = [
    for name, s in var.sidecars : {
      name         = name
      image        = s.image
      essential    = s.essential
      portMappings = [{ containerPort = s.port }]
    }
  ]
}

resource "aws_ecs_task_definition" "app" {
  family                   = "app"
  requires_compatibilities = ["FARGATE"]
  network_mode             = "awsvpc"
  cpu                      = 1024
  memory                   = 2048
  execution_role_arn       = aws_iam_role.execution.arn
  task_role_arn            = aws_iam_role.task.arn
  container_definitions    = jsonencode(concat([local.app_container], local.sidecar_containers))

  runtime_platform {
    operating_system_family = "LINUX"
    cpu_architecture        = "ARM64"
  }

  volume {
    name = "tmp"
  }

  ephemeral_storage { size_in_gib = 30 }
}

resource "aws_ecs_service" "app" {
  name            = "app"
  cluster         = aws_ecs_cluster.main.id
  task_definition = aws_ecs_task_definition.app.arn
  desired_count   = 2
  launch_type     = "FARGATE"

  network_configuration {
    subnets          = var.private_subnet_ids
    security_groups  = [aws_security_group.app.id]
    assign_public_ip = false
  }

  load_balancer {
    target_group_arn = aws_lb_target_group.app.arn
    container_name   = "app"
    container_port   = 8080
  }

  deployment_circuit_breaker {
    enable   = true
    rollback = true
  }

  lifecycle {
    ignore_changes = [desired_count]
  }
}
